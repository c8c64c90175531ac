/**
 * Fixed tables the demo data is composed from: countries with their names, streets and phone
 * formats, real cities with coordinates, the shop's products and the carriers' habits.
 * In templates `#` is a digit and `@` an upper-case letter; `{n}` is a house number, `{s}` a street.
 */

import type { ServerMessage } from '../../resources/messages';
import { placeOf, warehouseFor } from '../../resources/places';

export type CountryCode = 'DE' | 'FR' | 'GB' | 'US' | 'ES' | 'IT' | 'NL' | 'PL' | 'SE';

export interface Country {
  code: CountryCode;
  /** Share of customers, relative. */
  weight: number;
  currency: 'EUR' | 'USD' | 'GBP';
  firstNames: readonly string[];
  lastNames: readonly string[];
  streets: readonly string[];
  streetFormat: string;
  phone: string;
}

const list = (text: string) => text.split(', ');

export const countries: readonly Country[] = [
  {
    code: 'DE',
    weight: 28,
    currency: 'EUR',
    firstNames: list(
      'Anna, Lukas, Sophie, Jonas, Marie, Felix, Lena, Paul, Hannah, Maximilian, Laura, Leon, Katharina, Tobias',
    ),
    lastNames: list(
      'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Koch, Richter, Wolf, Schäfer',
    ),
    streets: list(
      'Hauptstraße, Bahnhofstraße, Gartenweg, Schillerstraße, Goethestraße, Lindenallee, Berliner Straße, Kirchgasse',
    ),
    streetFormat: '{s} {n}',
    phone: '+4915#########',
  },
  {
    code: 'FR',
    weight: 14,
    currency: 'EUR',
    firstNames: list(
      'Camille, Louis, Chloé, Hugo, Léa, Jules, Manon, Gabriel, Inès, Arthur, Élodie, Théo',
    ),
    lastNames: list(
      'Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Laurent, Lefèvre',
    ),
    streets: list(
      'Rue de la République, Avenue Victor Hugo, Rue du Moulin, Boulevard Voltaire, Rue des Lilas, Place de la Mairie',
    ),
    streetFormat: '{n} {s}',
    phone: '+336########',
  },
  {
    code: 'GB',
    weight: 12,
    currency: 'GBP',
    firstNames: list(
      'Oliver, Amelia, George, Isla, Harry, Emily, Jack, Charlotte, Thomas, Grace, William, Olivia',
    ),
    lastNames: list(
      'Smith, Jones, Taylor, Brown, Williams, Wilson, Evans, Roberts, Walker, Wright, Hughes, Green',
    ),
    streets: list('High Street, Station Road, Church Lane, Victoria Road, Park Avenue, Mill Lane'),
    streetFormat: '{n} {s}',
    phone: '+447#########',
  },
  {
    code: 'US',
    weight: 10,
    currency: 'USD',
    firstNames: list(
      'James, Emma, Michael, Olivia, Ethan, Ava, Daniel, Madison, Noah, Abigail, Benjamin, Chloe',
    ),
    lastNames: list(
      'Johnson, Miller, Davis, Garcia, Rodriguez, Martinez, Anderson, Jackson, White, Harris, Thompson, Clark',
    ),
    streets: list(
      'Main Street, Oak Avenue, Maple Drive, Elm Street, Washington Boulevard, Cedar Lane',
    ),
    streetFormat: '{n} {s}',
    // 555-01xx numbers are reserved for fiction.
    phone: '+12##55501##',
  },
  {
    code: 'ES',
    weight: 8,
    currency: 'EUR',
    firstNames: list(
      'Lucía, Hugo, Martina, Pablo, Sofía, Alejandro, Paula, Daniel, Carmen, Javier, Elena, Diego',
    ),
    lastNames: list(
      'García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Ruiz, Díaz, Moreno',
    ),
    streets: list(
      'Calle Mayor, Calle Real, Avenida de la Constitución, Calle de la Iglesia, Plaza Mayor',
    ),
    streetFormat: '{s} {n}',
    phone: '+346########',
  },
  {
    code: 'IT',
    weight: 8,
    currency: 'EUR',
    firstNames: list(
      'Giulia, Francesco, Chiara, Alessandro, Sofia, Lorenzo, Aurora, Matteo, Alice, Leonardo, Martina, Riccardo',
    ),
    lastNames: list(
      'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo',
    ),
    streets: list(
      'Via Roma, Via Garibaldi, Corso Italia, Via Dante, Via Giuseppe Verdi, Piazza della Repubblica',
    ),
    streetFormat: '{s} {n}',
    phone: '+393#########',
  },
  {
    code: 'NL',
    weight: 8,
    currency: 'EUR',
    firstNames: list('Daan, Emma, Sem, Julia, Lucas, Tess, Milan, Sophie, Levi, Anna, Finn, Sanne'),
    lastNames: list(
      'de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, de Boer, Mulder, Bos',
    ),
    streets: list('Kerkstraat, Dorpsstraat, Molenweg, Schoolstraat, Julianastraat, Stationsplein'),
    streetFormat: '{s} {n}',
    phone: '+316########',
  },
  {
    code: 'PL',
    weight: 7,
    currency: 'EUR',
    firstNames: list(
      'Zofia, Jakub, Julia, Antoni, Maja, Jan, Zuzanna, Szymon, Lena, Filip, Alicja, Kacper',
    ),
    lastNames: list(
      'Nowak, Wójcik, Kowalczyk, Woźniak, Mazur, Krawczyk, Kaczmarek, Zając, Król, Wieczorek, Wróbel, Pawlak',
    ),
    streets: list('Długa, Polna, Leśna, Słoneczna, Kościuszki, Mickiewicza'),
    streetFormat: 'ul. {s} {n}',
    phone: '+485########',
  },
  {
    code: 'SE',
    weight: 5,
    currency: 'EUR',
    firstNames: list(
      'Alice, William, Maja, Hugo, Elsa, Liam, Astrid, Oscar, Ebba, Lucas, Saga, Axel',
    ),
    lastNames: list(
      'Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, Svensson, Gustafsson, Pettersson, Lindberg',
    ),
    streets: list('Storgatan, Kungsgatan, Drottninggatan, Skolgatan, Järnvägsgatan, Parkvägen'),
    streetFormat: '{s} {n}',
    phone: '+467########',
  },
];

export interface City {
  name: string;
  country: CountryCode;
  lat: number;
  lng: number;
  postalCode: string;
}

const city = (name: string, country: CountryCode, postalCode: string): City => {
  const known = placeOf(name, country);
  if (!known) throw new Error(`${name} is missing from the places`);
  return { name, country, lat: known.lat, lng: known.lng, postalCode };
};

/**
 * Real cities, named as their addresses write them; the first of each country doubles as that
 * country's sorting hub.
 */
export const cities: readonly City[] = [
  city('Frankfurt am Main', 'DE', '60###'),
  city('Berlin', 'DE', '10###'),
  city('Hamburg', 'DE', '20###'),
  city('München', 'DE', '80###'),
  city('Köln', 'DE', '50###'),
  city('Stuttgart', 'DE', '70###'),
  city('Düsseldorf', 'DE', '40###'),
  city('Dresden', 'DE', '01###'),
  city('Paris', 'FR', '750##'),
  city('Lyon', 'FR', '6900#'),
  city('Marseille', 'FR', '130##'),
  city('Toulouse', 'FR', '310##'),
  city('Bordeaux', 'FR', '330##'),
  city('Lille', 'FR', '590##'),
  city('Birmingham', 'GB', 'B# #@@'),
  city('London', 'GB', 'SW1@ #@@'),
  city('Manchester', 'GB', 'M# #@@'),
  city('Leeds', 'GB', 'LS# #@@'),
  city('Glasgow', 'GB', 'G# #@@'),
  city('Bristol', 'GB', 'BS# #@@'),
  city('Chicago', 'US', '606##'),
  city('New York', 'US', '100##'),
  city('Los Angeles', 'US', '900##'),
  city('Seattle', 'US', '981##'),
  city('Austin', 'US', '787##'),
  city('Boston', 'US', '021##'),
  city('Madrid', 'ES', '280##'),
  city('Barcelona', 'ES', '080##'),
  city('Valencia', 'ES', '460##'),
  city('Sevilla', 'ES', '410##'),
  city('Milano', 'IT', '201##'),
  city('Roma', 'IT', '001##'),
  city('Torino', 'IT', '101##'),
  city('Napoli', 'IT', '801##'),
  city('Utrecht', 'NL', '35## @@'),
  city('Amsterdam', 'NL', '10## @@'),
  city('Rotterdam', 'NL', '30## @@'),
  city('Warszawa', 'PL', '0#-###'),
  city('Kraków', 'PL', '3#-###'),
  city('Wrocław', 'PL', '5#-###'),
  city('Stockholm', 'SE', '1## ##'),
  city('Göteborg', 'SE', '4## ##'),
  city('Malmö', 'SE', '2## ##'),
];

/** Where parcels leave from (`warehouseFor`): Leipzig for the world, Columbus for the United States. */
export const warehouses = { europe: warehouseFor('DE'), us: warehouseFor('US') } as const;

export interface Product {
  sku: string;
  name: string;
  /** Euro cents; other currencies are derived. */
  price: number;
  grams: number;
  /** Relative popularity. */
  weight: number;
}

const product = (sku: string, name: string, price: number, grams: number, weight = 1): Product => ({
  sku,
  name,
  price,
  grams,
  weight,
});

export const products: readonly Product[] = [
  product('TEE-ORG-WHT', 'Organic cotton T-shirt, white', 2499, 220, 3),
  product('TEE-ORG-BLK', 'Organic cotton T-shirt, black', 2499, 220, 3),
  product('HOD-MRN-GRY', 'Merino hoodie, grey', 8900, 650),
  product('SCK-WOL-3PK', 'Wool socks, 3-pack', 1899, 180, 2),
  product('CAP-CNV-NVY', 'Canvas cap, navy', 2200, 120),
  product('JKT-RAN-OLV', 'Rain jacket, olive', 12900, 700, 0.6),
  product('BAG-TOT-NAT', 'Canvas tote bag', 1500, 200, 2),
  product('BAG-BPK-20L', 'Backpack 20 l', 7900, 900),
  product('BTL-STL-750', 'Steel water bottle 750 ml', 2450, 380, 2),
  product('MUG-CER-350', 'Ceramic mug 350 ml', 1290, 400, 2),
  product('CUP-TRV-400', 'Travel cup 400 ml', 1990, 300),
  product('CFE-BNS-1KG', 'Coffee beans, 1 kg', 2890, 1050, 3),
  product('TEA-GRN-100', 'Green tea, 100 g', 890, 130, 2),
  product('CHO-DRK-6PK', 'Dark chocolate, 6-pack', 1790, 650, 2),
  product('KIT-KNF-20C', "Chef's knife 20 cm", 5900, 350, 0.7),
  product('KIT-BRD-OAK', 'Oak cutting board', 3490, 1400),
  product('KIT-PAN-28C', 'Cast-iron pan 28 cm', 6490, 3200, 0.6),
  product('HOM-CDL-SOY', 'Soy candle', 1690, 450, 2),
  product('HOM-BLK-WOL', 'Wool blanket', 8990, 1600, 0.6),
  product('HOM-PLW-LIN', 'Linen pillow cover', 2990, 250),
  product('HOM-LMP-DSK', 'Desk lamp', 4990, 1300, 0.7),
  product('HOM-POT-CER', 'Ceramic plant pot', 1990, 900),
  product('STA-NTB-A5D', 'Notebook A5, dotted', 1290, 300, 2),
  product('STA-PEN-FTN', 'Fountain pen', 3990, 60),
  product('STA-PLN-WKL', 'Weekly planner', 1990, 420),
  product('ELE-CBL-USC', 'USB-C cable 2 m', 1490, 80, 2),
  product('ELE-CHG-65W', 'USB-C charger 65 W', 3990, 180),
  product('ELE-EAR-WLS', 'Wireless earbuds', 7990, 150, 0.8),
  product('ELE-SPK-BTH', 'Bluetooth speaker', 5990, 600, 0.7),
  product('ELE-PWR-10K', 'Power bank 10,000 mAh', 3490, 230),
  product('SPT-MAT-YGA', 'Yoga mat', 3990, 1200),
  product('SPT-BND-SET', 'Resistance bands, set of 5', 2490, 400),
  product('SPT-SHK-600', 'Protein shaker 600 ml', 990, 150),
  product('CAR-SOP-OLV', 'Olive oil soap', 690, 120, 2),
  product('CAR-SHP-SLD', 'Solid shampoo', 1190, 90, 1.5),
  product('CAR-TBR-4PK', 'Bamboo toothbrush, 4-pack', 990, 80, 1.5),
  product('KID-PZL-500', 'Jigsaw puzzle, 500 pieces', 1990, 700),
  product('KID-BLK-WOD', 'Wooden building blocks', 3490, 1500, 0.7),
  product('GFT-CRD-050', 'Gift card 50', 5000, 10, 0.5),
  product('GFT-WRP-SET', 'Gift wrapping set', 590, 150),
];

export interface Carrier {
  code: 'dhl' | 'ups' | 'fedex' | 'usps' | 'local';
  /** As a tracking event names it ("Picked up by FedEx"). */
  name: string;
  /** Promised days from pickup to delivery, domestic. */
  days: number;
  /** Chance a parcel arrives by the promised day; fedex is the weak one on purpose. */
  onTime: number;
}

export const carriers: Record<Carrier['code'], Carrier> = {
  dhl: { code: 'dhl', name: 'DHL', days: 2, onTime: 0.98 },
  ups: { code: 'ups', name: 'UPS', days: 2, onTime: 0.97 },
  fedex: { code: 'fedex', name: 'FedEx', days: 2, onTime: 0.82 },
  usps: { code: 'usps', name: 'USPS', days: 3, onTime: 0.96 },
  local: { code: 'local', name: 'the local courier', days: 1, onTime: 0.98 },
};

export const orderNotes = [
  'Please leave the parcel with a neighbour if I am out.',
  'Gift: please do not include the invoice.',
  'Deliver after 5 pm if possible.',
  'The doorbell is broken, please knock.',
  'Please use as little plastic as possible.',
  'Call me before delivery, please.',
  'Side entrance at the back of the building.',
];

export const failedAttemptNotes = [
  'tracking.notAtHome',
  'tracking.noAccess',
  'tracking.addressIncomplete',
] as const satisfies readonly ServerMessage[];

export const deliveredNotes = [
  'tracking.deliveredToRecipient',
  'tracking.leftWithNeighbour',
  'tracking.parcelLocker',
  'tracking.frontDoor',
] as const satisfies readonly ServerMessage[];

export const staff = [
  { name: 'Ada Admin', email: 'admin@example.com', role: 'admin' },
  { name: 'Oscar Operator', email: 'operator@example.com', role: 'operator' },
  { name: 'Vera Viewer', email: 'viewer@example.com', role: 'viewer' },
  { name: 'Nora Lindqvist', email: 'nora.lindqvist@example.com', role: 'operator' },
  { name: 'Mateo Alvarez', email: 'mateo.alvarez@example.com', role: 'operator' },
  { name: 'Priya Raman', email: 'priya.raman@example.com', role: 'operator' },
  { name: 'Tomasz Zielinski', email: 'tomasz.zielinski@example.com', role: 'operator' },
  { name: 'Claire Fontaine', email: 'claire.fontaine@example.com', role: 'viewer' },
  { name: 'Henrik Berg', email: 'henrik.berg@example.com', role: 'viewer' },
  { name: 'Julia Brandt', email: 'julia.brandt@example.com', role: 'viewer' },
] as const;

/**
 * Every text the catalogue holds, as one document: the letters a grow's searched columns can
 * carry, for `lexemesAgree` to try before a bulk load sends its rows' words.
 */
export const catalogueText = () =>
  JSON.stringify([countries, cities, warehouses, products, orderNotes, staff]);
