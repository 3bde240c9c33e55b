import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import {
  BUNDLED_TIPS,
  ensureTooltips,
  getTooltip,
  initTooltips,
  listTooltips,
  parseBundledTip,
  saveTooltip,
  tipLanguage,
} from './tooltips.ts';

describe('help tips', () => {
  it('parses a bundled file into a normalised key, its category, heading and body', () => {
    expect(
      parseBundledTip('../help-tips/new-bucket/Machine Hours.md', '# Machine hours\n\nWhole **hours**.\n'),
    ).toEqual({
      key: 'new-bucket-machine-hours',
      category: 'new-bucket',
      heading: 'Machine hours',
      markdownBody: 'Whole **hours**.',
    });
    expect(parseBundledTip('x/y.md', 'no heading')).toMatchObject({
      key: 'x-y',
      heading: 'y',
      markdownBody: 'no heading',
    });
  });

  it('bundles the app tips, one of which is still a TODO (hidden outside local builds)', () => {
    const keys = BUNDLED_TIPS.map((t) => t.key);
    expect(keys).toContain('home-in-progress');
    expect(keys).toContain('new-inspection-search');
    expect(BUNDLED_TIPS.find((t) => t.key === 'history-sorting')?.markdownBody).toContain('TODO');
  });

  it('fills the table from the bundle on first use only, and never overwrites an edited tip', async () => {
    const { kysely } = await openMemoryDb();
    expect(await initTooltips(kysely)).toBe(BUNDLED_TIPS.length);
    await saveTooltip(kysely, { key: 'home-in-progress', heading: 'Mine', markdownBody: 'Edited' });
    expect(await initTooltips(kysely)).toBe(0);
    const tip = await getTooltip(kysely, ' Home In Progress ');
    expect(tip).toMatchObject({
      key: 'home-in-progress',
      heading: 'Mine',
      isModified: true,
      category: 'home',
    });
    expect((await listTooltips(kysely)).length).toBe(BUNDLED_TIPS.length);
  });

  it('a help read on a database the startup has not seeded yet finds every bundled tip, seeded once', async () => {
    const { kysely } = await openMemoryDb();
    await Promise.all([ensureTooltips(kysely), ensureTooltips(kysely)]);
    expect((await listTooltips(kysely)).map((t) => t.key)).toEqual(BUNDLED_TIPS.map((t) => t.key));
    await saveTooltip(kysely, { key: 'home-in-progress', heading: 'Mine', markdownBody: 'Edited' });
    await ensureTooltips(kysely);
    expect(await getTooltip(kysely, 'home-in-progress')).toMatchObject({ heading: 'Mine', isModified: true });
  });

  it('stores the markdown and its HTML, and marks a saved tip as modified', async () => {
    const { kysely } = await openMemoryDb();
    const saved = await saveTooltip(kysely, {
      key: 'Custom.Tip/One',
      heading: ' Heading ',
      markdownBody: '**bold**',
    });
    expect(saved).toEqual({
      key: 'custom-tip-one',
      heading: 'Heading',
      markdownBody: '**bold**',
      htmlBody: '<p><strong>bold</strong></p>\n',
      isModified: true,
      category: 'general',
    });
    await expect(saveTooltip(kysely, { key: '  ', heading: '', markdownBody: '' })).rejects.toThrow(
      'A help tip needs an ID.',
    );
  });

  it('shows an unedited bundled tip in Spanish or Portuguese, an edited one as it was written', async () => {
    const { kysely } = await openMemoryDb();
    await initTooltips(kysely);
    const es = await tipLanguage('es');
    expect(await getTooltip(kysely, 'new-bucket-installation', es)).toMatchObject({
      heading: 'Instalación en el equipo',
      markdownBody:
        'Las horas de máquina cuando se instaló el balde, en horas enteras. La fecha de instalación es opcional.',
      htmlBody:
        '<p>Las horas de máquina cuando se instaló el balde, en horas enteras. La fecha de instalación es opcional.</p>\n',
      category: 'new-bucket',
    });
    const pt = await tipLanguage('pt-BR');
    const listed = await listTooltips(kysely, pt);
    expect(listed.find((t) => t.key === 'support-contact')?.heading).toBe('Contatar o suporte');
    // Every bundled tip has both translations: no English heading left
    const english = BUNDLED_TIPS.map((t) => t.heading);
    for (const shown of [listed, await listTooltips(kysely, es)])
      expect(shown.filter((t) => english.includes(t.heading))).toEqual([]);

    await saveTooltip(kysely, { key: 'support-contact', heading: 'Call Ana', markdownBody: 'On 555-0101.' });
    expect(await getTooltip(kysely, 'support-contact', es)).toMatchObject({
      heading: 'Call Ana',
      isModified: true,
    });
    expect(await getTooltip(kysely, 'support-contact')).toMatchObject({ heading: 'Call Ana' });
    expect(await tipLanguage('en')).toBeUndefined();
  });
});
