// The rich-text editor keeps the stored shapes it is given (a module list whose items start with a heading) and
// writes '' for an empty document, the toolbar acting on the text.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import RichTextEditor from './rich-text-editor.tsx';

// ProseMirror scrolls the selection into view; jsdom lays nothing out and has no client rects for text.
beforeAll(() => {
  const noRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function renderEditor(value: string) {
  const onChange = vi.fn();
  render(
    <>
      <div id="label">Module</div>
      <RichTextEditor
        id="module"
        labelId="label"
        label="Module"
        value={value}
        onChange={onChange}
        onBlur={() => undefined}
        describedBy={undefined}
        invalid={false}
        required={false}
      />
    </>,
  );
  return onChange;
}

describe('RichTextEditor', () => {
  it('keeps list items that start with a heading, as the programmes’ modules are stored', async () => {
    const stored = '<ul><li><h3>Module 1</h3><p>Digital channels</p></li></ul>';
    const onChange = renderEditor(stored);
    const box = screen.getByRole('textbox', { name: 'Module' });
    expect(box.querySelector('li > h3')).toHaveTextContent('Module 1');
    expect(box.querySelectorAll('li p')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><h2>Module 1</h2><p>Digital channels</p></li></ul>');
  });

  it('names its toolbar after the field and marks the pressed formats', async () => {
    renderEditor('<p><strong>Bold text</strong></p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Module formatting' });
    expect(toolbar).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
  });
});
