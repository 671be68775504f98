// The reference page's browser entry: hydrates the server's HTML of the tree, as the
// shell hydrates a prerendered page (in a transition). What went wrong, if anything, is
// left on window for the report's check (reference-page.mjs) that the hydration matched.
import { createElement, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import tree from 'reference-tree';
import { ReferenceApp } from './app.mjs';

window.referenceErrors = [];
function Hydrated({ children }) {
  useEffect(() => {
    window.referenceHydrated = true;
  }, []);
  return children;
}

startTransition(() => {
  hydrateRoot(document.getElementById('root'), createElement(Hydrated, null, createElement(ReferenceApp, { tree })), {
    onRecoverableError: (error) => window.referenceErrors.push(String(error)),
  });
});
