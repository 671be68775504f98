// /release-check?widget=mf_chat/MessageDialog: one exposed widget mounted with the
// props its host passes (shared-api's widget-fixtures.ts), inside the site's
// providers, for the release command's check (server/scripts/contract-check.ts):
// the status element says whether it threw, and the check then looks at what it
// rendered (inside the mount, or in a dialog at the page's end). Nothing links
// here; a visitor who opens it sees a widget with sample props.
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from '@marketplace/shared-api/router';
import { loadRemoteModule } from '@marketplace/shared-api/federation/remote-loader';
import type { RemoteWidgetId } from '@marketplace/shared-api/federation/remote-contract';
import { REMOTE_WIDGET_FIXTURES, type WidgetCheckState } from '@marketplace/shared-api/federation/widget-fixtures';

type AnyComponent = ComponentType<object>;

const isWidgetId = (id: string | null): id is RemoteWidgetId => id !== null && id in REMOTE_WIDGET_FIXTURES;

export function WidgetCheckPage() {
  const [params] = useSearchParams();
  const id = params.get('widget');
  const [widget, setWidget] = useState<{ Component: AnyComponent } | { error: string } | null>(null);
  useEffect(() => {
    if (!isWidgetId(id)) return;
    loadRemoteModule<Record<string, unknown>>(id).then(
      (module) => {
        const found = module.default ?? module[id.slice(id.lastIndexOf('/') + 1)];
        setWidget(typeof found === 'function' || (typeof found === 'object' && found !== null) ? { Component: found as AnyComponent } : { error: 'exports no component' });
      },
      (error: unknown) => setWidget({ error: error instanceof Error ? error.message : String(error) }),
    );
  }, [id]);
  if (!isWidgetId(id)) return <Status state="unknown">Name a widget of the contract: ?widget=mf_chat/MessageDialog</Status>;
  if (!widget) return <Status state="loading">Loading {id}</Status>;
  if ('error' in widget) return <Status state="threw">{widget.error}</Status>;
  return <Mount Component={widget.Component} props={REMOTE_WIDGET_FIXTURES[id]} />;
}

function Status({ state, children }: { state: WidgetCheckState; children?: ReactNode }) {
  return (
    <p role="status" data-release-check={state}>
      {children}
    </p>
  );
}

function Mount({ Component: Widget, props }: { Component: AnyComponent; props: object }) {
  return (
    <CheckBoundary>
      <Status state="mounted" />
      <div data-release-check-mount="">
        <Widget {...props} />
      </div>
    </CheckBoundary>
  );
}

/** What the widget threw while rendering or in an effect: the check's reason to refuse it. */
class CheckBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };

  static getDerivedStateFromError(error: unknown): { error: string } {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.error === null ? this.props.children : <Status state="threw">{this.state.error}</Status>;
  }
}
