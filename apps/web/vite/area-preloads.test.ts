// The build's area copies of index.html (area-preloads.ts): the links name every file the area's modules load
// statically, with their CSS as a non-blocking preload, and nothing index.html already names.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadLinks } from './area-preloads.ts';

const ROOT = '/app';

function chunk(fileName: string, imports: string[], module: string | null = null, css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: module ? `${ROOT}/${module}` : null,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  };
}

// The shape of a build: the entry and the framework; an area that imports a layout (with its CSS) and the framework;
// a dashboard screen that imports the layout again; a chunk nobody here imports.
const BUNDLE = {
  'assets/index.js': {
    ...chunk('assets/index.js', ['assets/framework.js'], 'src/main.tsx', ['assets/index.css']),
    isEntry: true,
  },
  'assets/framework.js': chunk('assets/framework.js', []),
  'assets/area.js': chunk(
    'assets/area.js',
    ['assets/layout.js', 'assets/framework.js'],
    'src/app/areas/participant-area.ts',
  ),
  'assets/layout.js': chunk('assets/layout.js', ['assets/zod.js'], null, ['assets/layout.css']),
  'assets/zod.js': chunk('assets/zod.js', []),
  'assets/dashboard.js': chunk('assets/dashboard.js', ['assets/layout.js'], 'src/dashboard.tsx'),
  'assets/other.js': chunk('assets/other.js', []),
} as unknown as Rollup.OutputBundle;

const ENTRY_FILES = new Set(['assets/index.js', 'assets/framework.js', 'assets/index.css']);

describe('preloadLinks', () => {
  it("names the modules' chunks and what they load statically, once each, minus the entry's files", () => {
    expect(
      preloadLinks(BUNDLE, ['src/app/areas/participant-area.ts', 'src/dashboard.tsx'], ROOT, '/', ENTRY_FILES),
    ).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/area.js">',
      '<link rel="modulepreload" crossorigin href="/assets/layout.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/layout.css">',
      '<link rel="modulepreload" crossorigin href="/assets/zod.js">',
      '<link rel="modulepreload" crossorigin href="/assets/dashboard.js">',
    ]);
  });

  it('uses the build base', () => {
    expect(preloadLinks(BUNDLE, ['src/dashboard.tsx'], ROOT, '/portal/', ENTRY_FILES)[0]).toBe(
      '<link rel="modulepreload" crossorigin href="/portal/assets/dashboard.js">',
    );
  });

  it('fails the build when a module has no chunk of its own (a renamed file)', () => {
    expect(() => preloadLinks(BUNDLE, ['src/app/areas/gone.ts'], ROOT, '/', ENTRY_FILES)).toThrow(
      'no chunk for /app/src/app/areas/gone.ts',
    );
  });
});
