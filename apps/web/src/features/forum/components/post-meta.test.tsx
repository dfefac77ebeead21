// The author line of a post's or a reply's card: every part it shows is a flex item that wraps whole, none of
// them empty, and the '·' before the course never opens an item (it would dangle at the start of a line when
// the course wraps on a phone, or when the parts before it are empty).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthorLine } from './post-meta.tsx';

/** The text each item of the line shows on screen (the visually hidden words left out). */
function shownParts(line: HTMLElement): string[] {
  return [...line.children].map((item) => {
    const copy = item.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
    return (copy.textContent ?? '').trim();
  });
}

const AGO = new Date(Date.now() - 3 * 3_600_000).toISOString();

describe('AuthorLine', () => {
  it('shows no part that starts with "·" and no empty part, when the author has no name', () => {
    const { container } = render(
      <AuthorLine name="" isMine={false} userType={2} createdAt={AGO} courseName="Certified Expert in AML" />,
    );
    const parts = shownParts(container.querySelector('p') as HTMLElement);
    expect(parts).toEqual(['Participant', '3 hours ago ·', 'Certified Expert in AML']);
    for (const part of parts) expect(part.startsWith('·')).toBe(false);
  });

  it('keeps the "·" at the end of the age, before the course, and leaves it out without a course', () => {
    const withCourse = render(
      <AuthorLine name="Arif Rahman" isMine={false} userType={2} createdAt={AGO} courseName="CEAML" />,
    );
    expect(shownParts(withCourse.container.querySelector('p') as HTMLElement)).toEqual([
      'Arif Rahman',
      'Participant',
      '3 hours ago ·',
      'CEAML',
    ]);
    withCourse.unmount();

    const withoutCourse = render(<AuthorLine name="Arif Rahman" isMine userType={2} createdAt={AGO} />);
    const line = withoutCourse.container.querySelector('p') as HTMLElement;
    expect(shownParts(line)).toEqual(['You', 'Participant', '3 hours ago']);
    expect(line.textContent).not.toContain('·');
  });

  it('still names the course for a screen reader', () => {
    const { container } = render(
      <AuthorLine name="Arif Rahman" isMine={false} userType={2} createdAt={AGO} courseName="CEAML" />,
    );
    expect(container.querySelector('p')?.textContent).toContain('Course: CEAML');
  });
});
