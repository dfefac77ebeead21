// SafeHtml, the app's only HTML sink: stored HTML keeps its formatting and never runs script.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

describe('SafeHtml', () => {
  it('keeps formatting and drops script, event handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Module <strong>one</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a><a href="https://example.org">good</a>'
        }
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('one');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('a')).not.toHaveAttribute('href', 'javascript:alert(3)');
    expect(container.innerHTML).toContain('href="https://example.org"');
  });
});
