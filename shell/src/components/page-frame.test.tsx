import { readPageFrame } from './page-frame';

function root(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('reading the page frame the server sent', () => {
  it('gives the title as the server wrote it, its entities read', () => {
    expect(readPageFrame(root('<header>AssistMe</header><div data-page-frame=""><h1>R&amp;D &lt;team&gt;</h1></div>'))).toEqual({
      title: 'R&D <team>',
    });
  });

  it('gives a frame with no title, or none for a page that is not a frame', () => {
    expect(readPageFrame(root('<div data-page-frame=""><span role="status"></span></div>'))).toEqual({ title: undefined });
    expect(readPageFrame(root('<main><h1>Find a Good Assistant Here</h1></main>'))).toBeNull();
  });
});
