import { describe, expect, it } from 'vitest';
import { englishTranslator, messagesOf, translatorFor } from './catalogues.ts';
import type { Language } from './languages.ts';
import { partNameIn, signIn } from './part-names.ts';

// The catalogue's texts as the server sends them (wear indicators, their groups, conditions, item labels, the seed's
// part types) in the inspector's language (decision 0083); expected words written by hand. English and a text the
// app does not know are shown as they come.
const wordsIn = async (language: Language) => translatorFor(language, await messagesOf(language));

describe('catalogue texts in the inspector’s language', () => {
  it('names wear indicators and their groups in Spanish, a heading in capitals kept in capitals', async () => {
    const es = await wordsIn('es');
    expect(partNameIn(es, 'Broken')).toBe('Roto');
    expect(partNameIn(es, 'Spalling / Delamination / Minor Cracking')).toBe(
      'Descascaramiento / Delaminación / Grietas menores',
    );
    expect(partNameIn(es, 'PIN LUGS')).toBe('OREJAS DE PASADOR');
    expect(partNameIn(es, 'BUSINGS')).toBe('BUJES');
  });

  it('names a sign with its group and its count of shoes in Portuguese', async () => {
    const pt = await wordsIn('pt-BR');
    expect(signIn(pt, 'Pins: Broken', 2)).toBe('Pinos: Quebrado (2 sapatas)');
    expect(signIn(pt, 'Severe Cracking / Broken', 1)).toBe('Trincas severas / Quebrado (1 sapata)');
    expect(signIn(pt, 'Changeout', null)).toBe('Troca');
    expect(signIn(pt, 'Hardware: Loose', 4)).toBe('Fixadores: Solto (4 sapatas)');
  });

  it('names item labels, part types and reference rows written either way', async () => {
    const es = await wordsIn('es');
    const pt = await wordsIn('pt-BR');
    expect(partNameIn(es, 'Worn Length (mm)')).toBe('Longitud desgastada (mm)');
    expect(partNameIn(pt, 'Number of Shoes')).toBe('Número de sapatas');
    expect(partNameIn(es, 'Track Shoe')).toBe('Zapata');
    expect(partNameIn(pt, 'Heel Shroud')).toBe('Protetor de canto');
    expect(partNameIn(es, 'AllTypes')).toBe('Todos los tipos');
    expect(partNameIn(es, 'All Types')).toBe('Todos los tipos');
  });

  it('names the part type inside a catalogue part’s name, its model, fitment and size as they come', async () => {
    const es = await wordsIn('es');
    const pt = await wordsIn('pt-BR');
    expect(partNameIn(es, 'EX5600 TRACK SHOE 1400 MM')).toBe('EX5600 ZAPATA 1400 MM');
    expect(partNameIn(pt, 'EX5600 TRACK SHOE 1400 MM')).toBe('EX5600 SAPATA 1400 MM');
    expect(partNameIn(es, 'EX5600 Track Shoe 1400 mm')).toBe('EX5600 Zapata 1400 mm');
    expect(partNameIn(pt, 'PC5500 Load Roller')).toBe('PC5500 Rolete inferior');
    expect(partNameIn(es, '4100XPC Rear Idler')).toBe('4100XPC Rueda guía trasera');
    expect(partNameIn(es, 'ESCO Ultralok 5-tooth Tooth')).toBe('ESCO Ultralok 5-tooth Diente');
    expect(partNameIn(pt, 'CAT Advansys 5-tooth Wear Plate (heavy)')).toBe(
      'CAT Advansys 5-tooth Placa de desgaste (pesada)',
    );
    // The seed's description: the type, then the part's name
    expect(partNameIn(es, 'Side Frame — 795F AC Side Frame')).toBe(
      'Bastidor lateral — 795F AC Bastidor lateral',
    );
    expect(partNameIn(englishTranslator(), 'EX5600 TRACK SHOE 1400 MM')).toBe('EX5600 TRACK SHOE 1400 MM');
  });

  it('shows a text it does not know as it comes, never a key', async () => {
    const es = await wordsIn('es');
    expect(partNameIn(es, 'Esco Ultralok 54')).toBe('Esco Ultralok 54');
    expect(partNameIn(es, 'Note: Broken')).toBe('Note: Broken');
    expect(signIn(es, 'Cracked weld', 3)).toBe('Cracked weld (3 zapatas)');
  });

  it('keeps English as sent, byte for byte', () => {
    expect(partNameIn(englishTranslator(), 'PIN LUGS')).toBe('PIN LUGS');
    expect(signIn(englishTranslator(), 'Pins: Broken', 2)).toBe('Pins: Broken (2 shoes)');
  });
});
