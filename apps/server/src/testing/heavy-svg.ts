// SVG files whose DOM costs far more than their size: the shapes that froze the server before SVG avatars were bounded
// and sanitised on a worker (docs/security.md FI9), and files at the bounds.
import { jsonAndFile } from './multipart.ts';

export const svgOf = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">${inner}</svg>`;

/** One element carrying `count` attributes (60,000 of them make the 649 KB file that blocked the server ~20 s). */
export const manyAttributesSvg = (count: number) =>
  svgOf(`<rect ${Array.from({ length: count }, (_, index) => `a${index}="${index % 10}"`).join(' ')}/>`);

/** `depth` levels of elements: the root and `depth - 1` nested groups (20,000 made a 33 s stack overflow). */
export const nestedGroupsSvg = (depth: number) => svgOf(`${'<g>'.repeat(depth - 1)}${'</g>'.repeat(depth - 1)}`);

/** `count` elements: the root and `count - 1` rectangles of four attributes each. */
export const manyElementsSvg = (count: number) => svgOf('<rect x="1" y="2" width="3" height="4"/>'.repeat(count - 1));

/** The coordinator's profile update carrying `svg` as the avatar (the other fields valid and unchanged). */
export const coordinatorAvatarForm = (email: string, svg: string) =>
  jsonAndFile(
    {
      first_name: 'Selina',
      last_name: 'Parvin',
      email,
      mobile_no: '01912345678',
      occupation: 'Professor',
      gender: 0,
    },
    { name: 'face.svg', data: svg },
  );
