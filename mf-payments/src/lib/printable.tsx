// What makes a page of this remote printable (a statement, a receipt): on paper the
// site's navbar and the page's own buttons go, and the dark theme turns to black on
// white, so a printout reads as a document and spends no ink on backgrounds. The
// navbar is the shell's <header>: the page reaches it by element, not by the shell's
// class names, which are not this remote's to know.
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@marketplace/shared-ui/button';
import { FactList } from '@marketplace/shared-ui/fact-list';
import { Card } from '@marketplace/shared-ui/layout';

/** Mounted by a printable page while it is shown; only print media are touched. */
export const PrintStyles = createGlobalStyle`
  @media print {
    header {
      display: none !important;
    }

    html,
    body {
      background: #fff !important;
      color: #000 !important;
    }

    /* Cards and muted text, drawn for the dark screen, in plain ink. */
    main * {
      background: transparent !important;
      color: #000 !important;
      box-shadow: none !important;
    }
  }
`;

/** What the page shows on screen only: its buttons and links away. */
export const NoPrint = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  @media print {
    display: none;
  }
`;

/** Opens the browser's print dialog (where 'Save as PDF' is too). */
export function PrintButton() {
  return (
    <Button variant="primary" onClick={() => window.print()}>
      Print
    </Button>
  );
}

/** The document itself: a card of readable width on screen, the page's width on paper. */
export const PrintableSheet = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.maxWidths['4xl']};
  margin: 0 auto;
  min-width: 0;

  h1 {
    margin: 0;
  }

  code {
    overflow-wrap: anywhere;
  }

  @media print {
    max-width: none;
    border: 0;
    padding: 0;
  }
`;

/** The totals under a document's lines, at the right as on a paper statement. */
export const SheetTotals = styled(FactList)`
  max-width: ${({ theme }) => theme.maxWidths.sm};
  margin-left: auto;
  font-variant-numeric: tabular-nums;
`;
