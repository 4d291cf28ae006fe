import { describe, expect, it } from 'vitest';
import type { PageDefinition } from './types/schema';
import { publicPageData, templateFiller } from './pageDocument';

describe('templateFiller', () => {
  const template =
    '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
    '<!--app-data--></body></html>';

  it('puts the head, the markup and the data where the template marks them', () => {
    const fill = templateFiller(template);
    expect(
      fill({ head: '<title>Bitcoin</title>', html: '<main>hi</main>', data: '<script>1</script>' }),
    ).toBe(
      '<html><head><title>Bitcoin</title></head><body><div id="root"><main>hi</main></div>' +
        '<script>1</script></body></html>',
    );
  });

  it('copies a page that contains a slot marker or a $& as it is', () => {
    const fill = templateFiller(template);
    const page = fill({ head: '', html: '<p>$& <!--app-data--></p>', data: '' });
    expect(page).toContain('<p>$& <!--app-data--></p>');
  });

  it('refuses a template that lost a slot, naming it', () => {
    expect(() => templateFiller('<html><!--app-head--><!--app-data--></html>')).toThrow(
      'the HTML template has no <!--app-html-->',
    );
  });
});

describe('publicPageData', () => {
  it('leaves out the schema link and the former addresses, which the browser never reads', () => {
    const page: PageDefinition = {
      $schema: '../../schema/page.schema.json',
      kind: 'fixed',
      slug: 'team',
      formerSlugs: ['about-us'],
      title: 'Our team',
      description: 'Who makes the site.',
      keywords: ['team'],
      blocks: [{ type: 'hero', heading: 'Our team', blurb: 'Who makes the site.' }],
    };
    const { $schema: _schema, formerSlugs: _formerSlugs, ...rest } = page;
    expect(publicPageData(page)).toEqual(rest);
  });
});
