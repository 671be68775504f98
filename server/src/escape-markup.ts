// Text put into HTML or SVG (XML) the server writes itself: the sandbox checkout page,
// the page frame's title, the seeded pictures. The five characters markup gives a
// meaning, as entities both languages read, in text and in quoted attributes alike.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}
