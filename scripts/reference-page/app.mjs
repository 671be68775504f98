// The reference page's whole application: React rendering a tree of elements given as
// data, nothing else (no router, store, styles in JS or federation). The report renders
// it to HTML in Node and the browser hydrates the same tree (entry.mjs), so what the page
// costs is our React version hydrating markup of that size, and no more.
import { createElement } from 'react';

/** DOM attribute names whose React prop is spelt otherwise. */
const PROP_NAMES = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', autocomplete: 'autoComplete', crossorigin: 'crossOrigin', datetime: 'dateTime' };
/** Attributes present-means-true; React wants a boolean. */
const BOOLEAN_ATTRIBUTES = new Set(['disabled', 'hidden', 'checked', 'selected', 'required', 'multiple', 'loop', 'muted', 'autoplay', 'controls', 'playsinline', 'novalidate', 'readonly', 'autofocus', 'open']);
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    style[property.startsWith('--') ? property : camel(property)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

/** A DOM attribute map as React props. */
export function propsOf(attributes) {
  const props = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') props.style = styleObject(value);
    else if (BOOLEAN_ATTRIBUTES.has(name)) props[PROP_NAMES[name] ?? name] = true;
    else if (name.startsWith('aria-') || name.startsWith('data-')) props[name] = value;
    else props[PROP_NAMES[name] ?? camel(name)] = value;
  }
  return props;
}

/** A node of the tree: a text, or [tag, attributes, children]. */
function renderNode(node, key) {
  if (typeof node === 'string') return node;
  const [tag, attributes, children] = node;
  return createElement(tag, { key, ...propsOf(attributes) }, ...children.map((child, index) => renderNode(child, index)));
}

export function ReferenceApp({ tree }) {
  return tree.map((node, index) => renderNode(node, index));
}
