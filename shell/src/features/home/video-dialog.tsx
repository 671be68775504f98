// The landing page's video in a dialog. Its own chunk, with the dialog code: most
// visits never open it, and the landing page's first load is a budget.
import styled from 'styled-components';
import { Modal } from '@marketplace/shared-ui/modal';
import videoUrl from '../../assets/top-rated-assistant.mp4';

export function VideoDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Top Rated Assistant">
      <Video src={videoUrl} controls autoPlay playsInline aria-label="Top rated assistant video" />
    </Modal>
  );
}

const Video = styled.video`
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000;
`;
