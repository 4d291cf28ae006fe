import createStyled from '@emotion/styled/base';
import type { CreateStyled } from '@emotion/styled';

/**
 * What `import styled from '@emotion/styled'` gives in this site's bundles (vite.config.ts
 * points there): the same API, with each tag's shortcut (`styled.div`) made on first use.
 * Emotion's own entry makes all 135 of them up front from a list of tag names, which every
 * island paid for: 0.4 KB (gzip) of names a coin page mostly never uses.
 */
const shortcuts = new Map<string, unknown>();

const styled = new Proxy(createStyled, {
  get(target, key, receiver) {
    if (typeof key !== 'string' || key in target) return Reflect.get(target, key, receiver);
    let shortcut = shortcuts.get(key);
    if (shortcut === undefined) {
      shortcut = (target as (tag: string) => unknown)(key);
      shortcuts.set(key, shortcut);
    }
    return shortcut;
  },
}) as CreateStyled;

export default styled;
