// SPEC section 4, save toggle on a listing: optimistic (the cached listing flips
// at once) and reverted when the call fails.
import { useState } from 'react';
import { profilesApi, useToggleSavePostMutation } from '@marketplace/shared-api/api/profiles';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';

export const SAVE_FAILED = 'Could not update your saved listings. Please try again.';

export function useSaveToggle(listingId: string): { toggle: () => Promise<void>; pending: boolean; problem: string | null } {
  const dispatch = useAppDispatch();
  const [toggleSave, { isLoading }] = useToggleSavePostMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = async () => {
    setProblem(null);
    const patch = dispatch(
      profilesApi.util.updateQueryData('getListing', listingId, (draft) => {
        draft.isSaved = !draft.isSaved;
      }),
    );
    try {
      const { isSaved } = await toggleSave({ postId: listingId }).unwrap();
      // The server's answer is the truth (another tab may have toggled too).
      if (typeof isSaved === 'boolean') {
        dispatch(
          profilesApi.util.updateQueryData('getListing', listingId, (draft) => {
            draft.isSaved = isSaved;
          }),
        );
      }
    } catch {
      // The base query has logged the failed call.
      patch.undo();
      setProblem(SAVE_FAILED);
    }
  };

  return { toggle, pending: isLoading, problem };
}
