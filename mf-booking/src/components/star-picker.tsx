// 1 to 5 stars as a native radio group: Tab reaches it, the arrow keys move
// between the stars, and each star's label ('3 stars') is what screen readers
// read. The radios are visually hidden; the stars are their labels, filled up
// to the chosen (or hovered) one, with a visible focus ring.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { REVIEW_STARS } from '@marketplace/shared-api/constants';
import { visuallyHidden } from '@marketplace/shared-ui/visually-hidden';

export interface StarPickerProps {
  legend: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
}

export function StarPicker({ legend, value, onChange, error }: StarPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <Row onMouseLeave={() => setHovered(null)}>
        {REVIEW_STARS.map((stars) => (
          <Option key={stars} onMouseEnter={() => setHovered(stars)}>
            <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <Star aria-hidden="true" $lit={stars <= lit}>
              ★
            </Star>
            <Name>{stars === 1 ? '1 star' : `${stars} stars`}</Name>
          </Option>
        ))}
      </Row>
      {error && <Error id={errorId}>{error}</Error>}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Option = styled.label`
  position: relative;
  cursor: pointer;

  input {
    ${visuallyHidden}
  }

  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Star = styled.span<{ $lit: boolean }>`
  display: inline-block;
  /* 44 px targets on a phone. */
  min-width: 2.75rem;
  min-height: 2.75rem;
  font-size: 2rem;
  line-height: 2.75rem;
  text-align: center;
  color: ${({ theme, $lit }) => ($lit ? theme.colors.warningText : theme.colors.border)};
`;

const Name = styled.span`
  ${visuallyHidden}
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
