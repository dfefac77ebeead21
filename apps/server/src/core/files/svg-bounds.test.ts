// The pre-scan of an SVG avatar (docs/security.md FI9): each bound is allowed at its figure and refused one past it,
// and what is no element (comments, CDATA, a '<' or '>' inside a quoted value) is not counted as one.
import { describe, expect, it } from 'vitest';
import { manyAttributesSvg, nestedGroupsSvg, svgOf } from '#server/testing/heavy-svg.ts';
import {
  SVG_MAX_ATTRIBUTES,
  SVG_MAX_ATTRIBUTES_PER_ELEMENT,
  SVG_MAX_DEPTH,
  SVG_MAX_ELEMENTS,
  svgShape,
  svgWithinBounds,
} from './svg-bounds.ts';

const svg = svgOf;
const elements = (count: number) => svgOf('<rect/>'.repeat(count - 1));
/** `count` attributes in all: the root's 3, then rects of 50 (fewer on the last). */
const attributes = (count: number) => {
  const rect = (size: number) =>
    `<rect ${Array.from({ length: size }, (_, index) => `data-a${index}="1"`).join(' ')}/>`;
  const rest = count - 3;
  return svgOf(`${rect(50).repeat(Math.floor(rest / 50))}${rect(rest % 50)}`);
};

describe('the bounds of an SVG avatar', () => {
  it.each([
    ['depth', nestedGroupsSvg, SVG_MAX_DEPTH],
    ['elements', elements, SVG_MAX_ELEMENTS],
    ['attributes on one element', manyAttributesSvg, SVG_MAX_ATTRIBUTES_PER_ELEMENT],
    ['attributes in all', attributes, SVG_MAX_ATTRIBUTES],
  ] as const)('%s: allowed at the bound, refused one past it', (_bound, make, bound) => {
    expect(svgWithinBounds(make(bound))).toBe(true);
    expect(svgWithinBounds(make(bound + 1))).toBe(false);
  });

  it('counts what a parser would build', () => {
    expect(
      svgShape(
        svg(
          '<g id="a"><rect width="2" height="2" fill="red"/><text x=1 y=2 data-x = "<b>">1 &lt; 2</text></g>' +
            "<!-- <g><g><g> --><style><![CDATA[ <g><g> ]]></style><path d='M1 1 > 2' />",
        ),
      ),
    ).toEqual({ elements: 6, depth: 3, attributes: 11, widest: 3 });
  });

  it('refuses the files that froze the server: 60,000 attributes, 20,000 nested groups', () => {
    const attributesFile = manyAttributesSvg(60_000);
    expect(attributesFile.length).toBeGreaterThan(640_000); // 649 KB, as the file that froze the server
    expect(svgWithinBounds(attributesFile)).toBe(false);
    expect(svgWithinBounds(nestedGroupsSvg(20_000))).toBe(false);
    // An unclosed tag, comment or quote to the end of the file ends the scan; it never loops.
    expect(svgWithinBounds(`${svg('')}<rect a="${'x'.repeat(10_000)}`)).toBe(true);
    expect(svgWithinBounds(`${svg('')}<!-- ${'<g>'.repeat(10_000)}`)).toBe(true);
  });
});
