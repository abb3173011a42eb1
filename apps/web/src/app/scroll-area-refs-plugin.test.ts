import { describe, expect, it } from 'vitest';
import { scrollAreaRefs } from '../../vite-scroll-area-refs';

type Hook = (source: string, importer?: string) => unknown;

describe("the build's answer to ScrollArea's floating-ui import (docs/decisions/0071-the-dialogs-without-floating-ui.md)", () => {
  const plugin = scrollAreaRefs();
  const resolveId = plugin.resolveId as unknown as Hook;
  const load = plugin.load as unknown as (id: string) => string | null;
  const scrollArea = '/app/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';

  it("answers ScrollArea's import of @floating-ui/react with a module of its own, giving Mantine's useMergedRef", () => {
    const id = resolveId('@floating-ui/react', scrollArea);
    expect(typeof id).toBe('string');
    const code = load(id as string) ?? '';
    expect(code).toContain("import { useMergedRef } from '@mantine/hooks';");
    expect(code).toMatch(/export function useMergeRefs\(refs\) \{\s*return useMergedRef\(\.\.\.refs\);\s*\}/);
    expect(code).not.toContain('@floating-ui');
  });

  it('leaves every other import of floating-ui, and ScrollArea’s other imports, to the library', () => {
    const popover = '/app/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs';
    expect(resolveId('@floating-ui/react', popover)).toBeNull();
    expect(resolveId('@floating-ui/react', undefined)).toBeNull();
    expect(resolveId('@mantine/hooks', scrollArea)).toBeNull();
    expect(load('/app/src/main.tsx')).toBeNull();
  });
});
