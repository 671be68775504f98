// Mounts a component another remote exposes ('mf_booking/BookingWidget'), loaded
// through the shell's federation runtime only when it is first rendered:
//   <RemoteWidget id="mf_booking/BookingWidget" props={{ consultantId, consultantName }} />
// It renders nothing while the deployed manifest does not list the module, so a
// screen never shows a dead control for a remote that is not there; check
// isRemoteModuleAvailable(id) to leave out the button that would open it, too.
// A module that fails to load shows a short inline error with a retry, never a blank.
import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RemoteWidgetId, RemoteWidgets } from '@marketplace/shared-api/federation/remote-contract';
import { isRemoteModuleAvailable, loadRemoteModule } from '@marketplace/shared-api/federation/remote-loader';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

/** The props are checked where the widget is mounted (RemoteWidgetProps); here they are only passed through. */
type AnyComponent = ComponentType<object>;

/** One lazy component per module id, so a remount does not load the module again. */
const lazyComponents = new Map<string, LazyExoticComponent<AnyComponent>>();

/** The exposed module's default export, or the export named after the module ('BookingWidget'). */
function pickComponent(module: unknown, id: string): AnyComponent {
  const exports = (module ?? {}) as Record<string, unknown>;
  const name = id.slice(id.lastIndexOf('/') + 1);
  const found = exports.default ?? exports[name];
  if (typeof found === 'function' || (typeof found === 'object' && found !== null)) return found as AnyComponent;
  throw new Error(`${id} does not export a component`);
}

function lazyRemote(id: string): LazyExoticComponent<AnyComponent> {
  let component = lazyComponents.get(id);
  if (!component) {
    component = lazy(() => loadRemoteModule<unknown>(id).then((module) => ({ default: pickComponent(module, id) })));
    lazyComponents.set(id, component);
  }
  return component;
}

export interface RemoteWidgetProps<Id extends RemoteWidgetId> {
  /** 'remoteName/ExposedModule', as the manifest lists it and the contract names it. */
  id: Id;
  /** Props handed to the remote component: the contract's for this id. */
  props: RemoteWidgets[Id];
  /** Shown while the module loads; a small spinner by default. */
  fallback?: ReactNode;
  /** Names the widget in the loading and error messages, e.g. 'booking calendar'. */
  label?: string;
}

export function RemoteWidget<Id extends RemoteWidgetId>({ id, props, fallback, label = 'this section' }: RemoteWidgetProps<Id>) {
  // Bumped by "Try again": a fresh lazy component and a fresh boundary.
  const [attempt, setAttempt] = useState(0);
  if (!isRemoteModuleAvailable(id)) return null;
  const Widget = lazyRemote(id);
  const retry = () => {
    lazyComponents.delete(id);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} id={id} label={label} onRetry={retry}>
      <Suspense fallback={fallback ?? <Spinner label={`Loading ${label}`} />}>
        <Widget {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface BoundaryProps {
  id: string;
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Remote module ${this.props.id} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Failure onRetry={this.props.onRetry}>Could not load {this.props.label}.</Failure>;
  }
}

const Failure = styled(LoadErrorRow)`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
