// SPEC section 4, age gate: shown until the visitor confirms they are over 18,
// which stores ageVerified=true in local storage.
import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';

function readAgeVerified(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.ageVerified) === 'true';
  } catch {
    return false; // storage blocked: ask again, nothing is lost
  }
}

export function useAgeVerified(): { ageVerified: boolean; confirmAge: () => void } {
  const [ageVerified, setAgeVerified] = useState(readAgeVerified);
  const confirmAge = useCallback(() => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.ageVerified, JSON.stringify(true));
    } catch (error) {
      console.error('Could not remember the age confirmation', error);
    }
    setAgeVerified(true);
  }, []);
  return { ageVerified, confirmAge };
}
