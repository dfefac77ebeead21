// The file button's accessible name holds the kind its icon shows ('PDF'), so that the name contains the
// control's visible text (axe's label-content-name-mismatch, WCAG 2.5.3): by the file's name when it has it.
import { participantAssignments } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DownloadButton, downloadName } from './download-button.tsx';

describe('DownloadButton', () => {
  it('is named after the file, which already holds the kind the icon shows', () => {
    expect(downloadName('Module-1-ML-Typologies.pdf', 'pdf')).toBe('Download Module-1-ML-Typologies.pdf');
    expect(downloadName('Loan-Checklist.docx', 'docx')).toBe('Download Loan-Checklist.docx');
  });

  it('adds the kind the icon shows when the name does not hold it', () => {
    expect(downloadName('the file of Arif Rahman', 'pdf')).toBe('Download the file of Arif Rahman (PDF)');
    expect(downloadName('answer', null)).toBe('Download answer (FILE)');
    render(
      <DownloadButton
        endpoint={participantAssignments.download}
        input={{ params: { assignmentId: 1 }, body: {} }}
        fileName="the file of Arif Rahman"
        extension="docx"
      />,
    );
    const button = screen.getByRole('button', { name: 'Download the file of Arif Rahman (DOC)' });
    // The icon's kind is the button's visible text, and the name contains it.
    expect(button.textContent).toBe('DOC');
  });
});
