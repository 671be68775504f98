// What a profile or listing that does not exist shows: its title and text, and
// the way back to the list of assistants.
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { PageMessage } from '@marketplace/shared-ui/page-states';

export function MissingPage({ title, description }: { title: string; description: string }) {
  return (
    <PageMessage
      title={title}
      description={description}
      action={
        <LinkButton to="/profile/list" $variant="secondary">
          Find assistants
        </LinkButton>
      }
    />
  );
}
