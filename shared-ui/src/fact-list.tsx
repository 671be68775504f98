// Label/value rows ('Experience · 3-5 years', 'Price · ₱2,500.00') as a description
// list, so assistive technology reads each value with its label. One markup, two
// layouts: 'rows' puts each value at the right of its label, or below it when it does
// not fit beside it (profile and listing cards); 'columns' lines the labels up in one
// column and the values in the next (booking summaries). A screen tunes size and
// margins with styled(FactList).
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

export const FactList = styled.dl<{ $layout?: 'rows' | 'columns' }>`
  display: grid;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${({ $layout = 'rows', theme }) =>
    $layout === 'rows'
      ? css`
          gap: ${theme.space[1]};
          width: 100%;

          /* A value too wide to sit beside its label moves below it, whole, rather than
             breaking in the narrow room beside the label (an email mid-address). */
          > div {
            display: flex;
            flex-wrap: wrap;
            justify-content: space-between;
            gap: 0 ${theme.space[3]};
          }

          dd {
            margin-left: auto;
            text-align: right;
          }
        `
      : css`
          grid-template-columns: auto minmax(0, 1fr);
          gap: ${theme.space[2]} ${theme.space[4]};

          > div {
            display: contents;
          }
        `}
`;

/** One row of a FactList: the label (dt) and its value (dd). */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
