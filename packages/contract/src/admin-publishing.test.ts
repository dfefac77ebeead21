// IN4: a gallery link is an http(s) address or a path of this site; every scheme a browser would run or
// render inline (javascript:, data:, vbscript:, file:) and every protocol-relative trick is refused.
import { describe, expect, it } from 'vitest';
import {
  DirectorMessageBody,
  GalleryJson,
  isGalleryLink,
  PUBLISHING_MESSAGES,
  RICH_TEXT_MAX_TAGS,
  richTextWithinTags,
} from './admin-publishing.ts';

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

describe('the tags of a rich-text field', () => {
  it('counts start tags only, without parsing: at the bound taken, one past it refused', () => {
    expect(richTextWithinTags('<p>a < b, 1<2, </p><!-- x --><!DOCTYPE html>', 1)).toBe(true);
    expect(richTextWithinTags('<p>one</p><B>two</B>', 1)).toBe(false);
    expect(richTextWithinTags('<b>'.repeat(RICH_TEXT_MAX_TAGS))).toBe(true);
    expect(richTextWithinTags('<b>'.repeat(RICH_TEXT_MAX_TAGS + 1))).toBe(false);
    const message = (text: string) => DirectorMessageBody.safeParse({ name: 'N', designation: 'D', message: text });
    expect(message('<i>x</i>'.repeat(RICH_TEXT_MAX_TAGS)).success).toBe(true);
    expect(message('<i>x</i>'.repeat(RICH_TEXT_MAX_TAGS + 1)).error?.issues).toContainEqual(
      expect.objectContaining({ path: ['message'], message: PUBLISHING_MESSAGES.richTextTooManyTags }),
    );
  });
});
