// A list laid out as a grid of cards that fills the row: as many columns of at
// least `$min` as fit (one at 360 px, several at 1280 px). ImageCardLink is the
// card most grids hold: a whole-card link with the item's image on top and its
// text below (a project, a saved listing).
import { Link } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

type Space = 2 | 3 | 4;

export const CardGrid = styled.ul<{ $min?: string; $gap?: Space }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '12rem' }) => $min}, 1fr));
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ImageCardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
