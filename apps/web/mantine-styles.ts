import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A Mantine module using a component's class names: `import classes from './Button.module.mjs'`. */
const CLASS_NAMES = /from\s*["'][^"']*?([A-Za-z]+)\.module\.mjs["']/g;
const PACKAGE = /[\\/]node_modules[\\/]@mantine[\\/](core|dates|notifications)[\\/]esm[\\/]/;
/** Query of a Mantine stylesheet imported into its own cascade layer. */
const LAYERED = '?mantine-layer';
/** Query of the one import (main.tsx) that declares the order of those layers. */
const ORDER = '?mantine-layer-order';
const BASE = ['baseline', 'default-css-variables', 'global'];
/** Packages with one stylesheet for all their components, layered after @mantine/core's. */
const WHOLE_PACKAGES = ['dates', 'notifications'];

const requireFromHere = createRequire(import.meta.url);

/** The layer of a stylesheet: `mantine.Button` for @mantine/core's Button.css, `mantine.dates` for @mantine/dates. */
function layerOf(file: string): string {
  const pkg = /@mantine[\\/](\w+)[\\/]styles/.exec(file)?.[1];
  return pkg && pkg !== 'core' ? `mantine.${pkg}` : `mantine.${path.basename(file, '.css')}`;
}

/**
 * Every layer in the order of Mantine's single stylesheet (base styles, then each component
 * after the components it is built from), taken from that file itself.
 */
function layerOrder(): string[] {
  const stylesDir = path.dirname(requireFromHere.resolve('@mantine/core/styles.css'));
  const whole = fs.readFileSync(path.join(stylesDir, 'styles.css'), 'utf8');
  const components = fs
    .readdirSync(path.join(stylesDir, 'styles'))
    .filter((file) => !file.endsWith('.layer.css'))
    .map((file) => ({
      name: path.basename(file, '.css'),
      at: whole.indexOf(fs.readFileSync(path.join(stylesDir, 'styles', file), 'utf8').trim()),
    }))
    .filter(({ name, at }) => {
      if (at < 0)
        throw new Error(`@mantine/core/styles/${name}.css is not part of styles.css: the layer order cannot be told`);
      return !BASE.includes(name);
    })
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
  return [...BASE, ...components, ...WHOLE_PACKAGES].map((name) => `mantine.${name}`);
}

/** The stylesheets a Mantine module needs. */
function stylesheetsOf(code: string, pkg: string): string[] {
  const components = [...code.matchAll(CLASS_NAMES)].map((match) => match[1]);
  if (components.length === 0) return [];
  if (pkg !== 'core') return [`@mantine/${pkg}/styles.css`];
  return [...new Set(components)].map((component) => `@mantine/core/styles/${component}.css`);
}

/**
 * Instead of all of Mantine's styles at once (290 kB, render-blocking, every rule checked
 * at each style recalculation), each Mantine component brings its own stylesheet: it lands
 * in the CSS of the chunk that uses the component, so a page loads the styles of what it
 * shows. Each stylesheet is in its own cascade layer, declared once (main.tsx) in the order
 * of Mantine's single file: which rule wins does not depend on the order the chunks load in,
 * nor on a stylesheet coming twice. The app's own CSS (unlayered) comes after all of them.
 */
export function mantineStylesPerComponent(): Plugin {
  // The dev server serves Mantine prebundled (one module per package): there the order import
  // brings every stylesheet whole, in one layer per package.
  let serving = false;
  return {
    name: 'netclass-mantine-styles-per-component',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    load(id) {
      if (id.endsWith(ORDER) && serving)
        return ['core', ...WHOLE_PACKAGES].map((pkg) => `@import '@mantine/${pkg}/styles.layer.css';`).join('\n');
      if (id.endsWith(ORDER)) return `@layer ${layerOrder().join(', ')};\n`;
      if (!id.endsWith(LAYERED)) return null;
      const file = id.slice(0, -LAYERED.length);
      return `@layer ${layerOf(file)} {\n${fs.readFileSync(file, 'utf8')}\n}\n`;
    },
    transform(code, id) {
      if (serving) return null;
      const pkg = PACKAGE.exec(id)?.[1];
      if (!pkg || !id.endsWith('.mjs')) return null;
      const stylesheets = stylesheetsOf(code, pkg);
      if (stylesheets.length === 0) return null;
      // After the module's own imports: the components it is built from bring theirs first.
      const imports = stylesheets.map((sheet) => `import ${JSON.stringify(sheet + LAYERED)};`).join('\n');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}
