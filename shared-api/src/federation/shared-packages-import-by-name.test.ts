// shared-api and shared-ui are federation singletons shared by prefix. A relative
// import inside them is bundled into each app as a private copy (a second RTK Query
// api, a second toast context), so modules must reach siblings by package name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const packagesRoot = path.resolve(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe.each(['shared-api', 'shared-ui'])('%s', (pkg) => {
  const files = sourceFiles(path.join(packagesRoot, pkg, 'src'));

  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(3);
  });

  it('imports its own modules by package name, not relatively', () => {
    const offenders = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)]
        .filter((match) => !match[0].startsWith('import type'))
        .map((match) => `${path.relative(packagesRoot, file)}: ${match[1]}`),
    );
    expect(offenders).toEqual([]);
  });

  if (pkg === 'shared-ui') {
    it('keeps every module a .tsx file, as its exports map expects', () => {
      expect(files.filter((file) => !file.endsWith('.tsx')).map((file) => path.relative(packagesRoot, file))).toEqual([]);
    });
  }
});
