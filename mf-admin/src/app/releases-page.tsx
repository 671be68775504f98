// /admin/releases: which release of each remote is live, promote, roll back and
// preview, for admins.
import { ReleasesList } from '../features/releases/components/releases-list';
import { ConsoleSubpage } from './console-subpage';

export function ReleasesPage() {
  return (
    <ConsoleSubpage title="Releases">
      <ReleasesList />
    </ConsoleSubpage>
  );
}
