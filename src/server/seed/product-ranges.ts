import { type Product, products } from './catalogue';

/** One line of goods in its variants: `[code, label, extra euro cents]`. */
interface Range {
  sku: string;
  name: string;
  price: number;
  variants: readonly (readonly [string, string, number?])[];
}

const colours = [
  ['WHT', 'white'],
  ['BLK', 'black'],
  ['NVY', 'navy'],
  ['GRY', 'grey'],
  ['OLV', 'olive'],
] as const;
const sizes = [
  ['S', 'S'],
  ['M', 'M'],
  ['L', 'L'],
  ['XL', 'XL', 200],
] as const;
const small = [
  ['S', 'small'],
  ['M', 'medium', 500],
  ['L', 'large', 1000],
] as const;

const range = (sku: string, name: string, price: number, variants: Range['variants']): Range => ({
  sku,
  name,
  price,
  variants,
});

/** The rest of the shop's goods, beside the ones its seeded orders are made of. */
const ranges: readonly Range[] = [
  range('SHT-LIN', 'Linen shirt', 4900, colours),
  range('SWT-CRW', 'Crew-neck sweatshirt', 5900, colours),
  range('JNS-SLM', 'Slim jeans', 7900, [
    ['W28', 'W28'],
    ['W30', 'W30'],
    ['W32', 'W32'],
    ['W34', 'W34'],
    ['W36', 'W36'],
  ]),
  range('SCF-WOL', 'Wool scarf', 3490, colours),
  range('GLV-LTH', 'Leather gloves', 4490, sizes),
  range('BEA-KNT', 'Knit beanie', 1990, colours),
  range('SHO-RUN', 'Running shoes', 9900, [
    ['38', 'EU 38'],
    ['40', 'EU 40'],
    ['42', 'EU 42'],
    ['44', 'EU 44'],
    ['46', 'EU 46'],
  ]),
  range('SLP-FLT', 'Felt slippers', 3290, sizes),
  range('BAG-DUF', 'Duffel bag', 6900, [
    ['30L', '30 l'],
    ['45L', '45 l', 1000],
    ['60L', '60 l', 2000],
  ]),
  range('WAL-LTH', 'Leather wallet', 3990, colours.slice(0, 3)),
  range('UMB-CMP', 'Compact umbrella', 2490, colours),
  range('BTL-GLS', 'Glass bottle', 1690, [
    ['500', '500 ml'],
    ['750', '750 ml', 200],
    ['1L', '1 l', 400],
  ]),
  range('MUG-ENM', 'Enamel mug', 1490, colours),
  range('CFE-GRD', 'Ground coffee', 990, [
    ['250', '250 g'],
    ['500', '500 g', 800],
    ['1KG', '1 kg', 1900],
  ]),
  range('TEA-HRB', 'Herbal tea', 690, [
    ['CAM', 'chamomile'],
    ['PEP', 'peppermint'],
    ['ROO', 'rooibos'],
    ['LMB', 'lemon balm'],
    ['FEN', 'fennel'],
  ]),
  range('HNY-WLD', 'Wildflower honey', 790, [
    ['250', '250 g'],
    ['500', '500 g', 500],
    ['1KG', '1 kg', 1200],
  ]),
  range('OIL-OLV', 'Extra virgin olive oil', 990, [
    ['250', '250 ml'],
    ['500', '500 ml', 600],
    ['1L', '1 l', 1400],
  ]),
  range('SPC-JAR', 'Spice jar', 490, [
    ['PAP', 'paprika'],
    ['CUM', 'cumin'],
    ['TUR', 'turmeric'],
    ['CIN', 'cinnamon'],
    ['PEP', 'black pepper'],
  ]),
  range('KIT-TWL', 'Kitchen towels, 2-pack', 1290, colours),
  range('KIT-BWL', 'Ceramic bowl', 1490, [
    ['12C', '12 cm'],
    ['16C', '16 cm', 300],
    ['20C', '20 cm', 600],
  ]),
  range('KIT-PLT', 'Stoneware plate', 1690, [
    ['20C', '20 cm'],
    ['26C', '26 cm', 400],
  ]),
  range('KIT-GLS', 'Tumblers, 4-pack', 2290, [
    ['250', '250 ml'],
    ['350', '350 ml', 300],
  ]),
  range('HOM-TWL', 'Cotton bath towel', 2490, colours),
  range('HOM-SHT', 'Linen bed sheet', 5900, [
    ['SGL', 'single'],
    ['DBL', 'double', 2000],
    ['KNG', 'king size', 3500],
  ]),
  range('HOM-RUG', 'Jute rug', 4900, [
    ['060', '60 × 90 cm'],
    ['120', '120 × 170 cm', 5000],
    ['160', '160 × 230 cm', 10000],
  ]),
  range('HOM-FRM', 'Oak picture frame', 1490, [
    ['A5', 'A5'],
    ['A4', 'A4', 500],
    ['A3', 'A3', 1000],
  ]),
  range('HOM-VAS', 'Glass vase', 1990, small),
  range('STA-NTB', 'Notebook, lined', 890, [
    ['A6', 'A6'],
    ['A5', 'A5', 400],
    ['A4', 'A4', 800],
  ]),
  range('STA-PNC', 'Graphite pencils, 12-pack', 990, [
    ['HB', 'HB'],
    ['2B', '2B'],
    ['4B', '4B'],
  ]),
  range('STA-ENV', 'Envelopes, 50-pack', 690, [
    ['C6', 'C6'],
    ['C5', 'C5', 200],
    ['C4', 'C4', 400],
  ]),
  range('ELE-CBL', 'USB-C to Lightning cable', 1690, [
    ['1M', '1 m'],
    ['2M', '2 m', 300],
  ]),
  range('ELE-HDP', 'Over-ear headphones', 11900, colours.slice(0, 3)),
  range('ELE-BLB', 'LED bulb', 690, [
    ['E27', 'E27'],
    ['E14', 'E14'],
    ['G10', 'GU10'],
  ]),
  range('SPT-BLK', 'Cork yoga block', 1490, colours.slice(0, 2)),
  range('SPT-RPE', 'Jump rope', 1290, colours.slice(0, 3)),
  range('CAR-CRM', 'Hand cream', 890, [
    ['050', '50 ml'],
    ['100', '100 ml', 500],
  ]),
  range('CAR-DEO', 'Natural deodorant', 990, [
    ['SAG', 'sage'],
    ['CIT', 'citrus'],
    ['UNS', 'unscented'],
  ]),
  range('KID-CRY', 'Wax crayons', 590, [
    ['12', '12 colours'],
    ['24', '24 colours', 400],
  ]),
  range('KID-TDY', 'Plush bear', 1990, small),
  range('GFT-CRD', 'Gift card', 2500, [
    ['025', '25'],
    ['100', '100', 7500],
  ]),
  range('PET-BWL', 'Steel pet bowl', 1290, small),
  range('PET-LSH', 'Dog leash', 2290, colours),
  range('GRD-GLV', 'Garden gloves', 1490, small),
  range('GRD-SED', 'Seed set', 890, [
    ['HRB', 'herbs'],
    ['TOM', 'tomatoes'],
    ['WLD', 'wildflowers'],
  ]),
];

/** How many products the seeded order lines name: the catalogue's, in its order. */
export const orderedProducts = products.length;

/** The id of the catalogue's product at `index`: the seed stores them first, in that order. */
export const productIdOf = (index: number) => index + 1;

/**
 * The catalogue's products, then every variant of the ranges: about 200 goods a fulfilment shop
 * keeps, each SKU once.
 */
export const productCatalogue: readonly Product[] = [
  ...products,
  ...ranges.flatMap((line) =>
    line.variants.map(([code, label, extra = 0]) => ({
      sku: `${line.sku}-${code}`,
      name: `${line.name}, ${label}`,
      price: line.price + extra,
      grams: 0,
      weight: 1,
    })),
  ),
];
