// IN4: a gallery link is an http(s) address or a path of this site; every scheme a browser would run or
// render inline (javascript:, data:, vbscript:, file:) and every protocol-relative trick is refused.
import { describe, expect, it } from 'vitest';
import { GalleryJson, isGalleryLink } from './admin-publishing.ts';

describe('gallery links', () => {
  it.each([
    'https://www.example.org/programme',
    'http://example.org',
    '/courses',
    '/certification-programs/ceaml?tab=1',
  ])('accepts %s', (link) => {
    expect(isGalleryLink(link)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.test/path',
    '/\\evil.test',
    'https://',
    'courses',
    '/courses with space',
  ])('refuses %s', (link) => {
    expect(isGalleryLink(link)).toBe(false);
    expect(GalleryJson.safeParse({ title: 'Banner', link_url: link, sort_order: 1 }).success).toBe(false);
  });
});
