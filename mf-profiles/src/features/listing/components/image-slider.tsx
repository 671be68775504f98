// The listing's images, one at a time: previous and next buttons, arrow keys
// (and Home/End) while the slider has focus, and a dot per image.
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FallbackImage } from '../../../lib/fallback-image';

export function ImageSlider({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;

  if (count === 0) {
    return (
      <Frame as="figure">
        <FallbackImage src={null} alt="" />
        <Caption>No images for this listing yet.</Caption>
      </Frame>
    );
  }

  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    if (!(event.key in moves) || count < 2) return;
    event.preventDefault();
    go(moves[event.key]);
  };

  return (
    <Frame
      aria-roledescription="carousel"
      aria-label={`Images of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <Slide aria-live="polite">
        <FallbackImage src={images[current]} alt={`${title}, image ${current + 1} of ${count}`} />
      </Slide>
      {count > 1 && (
        <>
          <Arrow type="button" $side="left" aria-label="Previous image" onClick={() => go(current - 1)}>
            ‹
          </Arrow>
          <Arrow type="button" $side="right" aria-label="Next image" onClick={() => go(current + 1)}>
            ›
          </Arrow>
          <Dots role="group" aria-label="Choose an image">
            {images.map((src, i) => (
              <Dot
                key={`${src}-${i}`}
                type="button"
                aria-label={`Show image ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </Dots>
        </>
      )}
    </Frame>
  );
}

const Frame = styled.section`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

const Slide = styled.div`
  width: 100%;
`;

const Caption = styled.figcaption`
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space[3]};
  transform: translateY(-50%);
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Dots = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space[3]};
  left: 50%;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  transform: translateX(-50%);
`;

const Dot = styled.button`
  width: 0.75rem;
  height: 0.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  cursor: pointer;

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.text};
  }
`;
