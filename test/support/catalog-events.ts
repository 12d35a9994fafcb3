/**
 * Synthetic but realistic catalog streams for benchmarks: the events the admin back-office appends when
 * organisers draft, edit and publish events, with Lithuanian and English texts of the sizes real ones
 * have. Sizes matter more than wording here: the store and the projector pay per byte of JSON.
 */
import {
  catalogEventStreamId,
  eventCatalog,
  type EventImage,
  type Category,
  type EventDetails,
  type EventMetadata,
  type EventToAppend,
  type LocalizedText,
  type TicketTypeDetails,
} from '@ticketshop/projections';
import { SeededRandom } from './random';

export interface CatalogStream {
  streamId: string;
  catalogEventId: string;
  events: EventToAppend[];
}

type Pair = readonly [lt: string, en: string];

const text = ([lt, en]: Pair): LocalizedText => ({ lt, en });

interface VenueSeed {
  name: string;
  address: string;
  city: string;
  country: string;
  capacity: number;
  /** Lithuanian names a festival after its city in the genitive ("Kauno džiazo festivalis"). */
  cityOf: string;
}

const VENUES: readonly VenueSeed[] = [
  {
    name: 'Žalgirio arena',
    address: 'Karaliaus Mindaugo pr. 50',
    city: 'Kaunas',
    country: 'Lietuva',
    cityOf: 'Kauno',
    capacity: 15000,
  },
  {
    name: 'Compensa koncertų salė',
    address: 'Kernavės g. 84',
    city: 'Vilnius',
    country: 'Lietuva',
    cityOf: 'Vilniaus',
    capacity: 1500,
  },
  {
    name: 'Lietuvos nacionalinė filharmonija',
    address: 'Aušros Vartų g. 5',
    city: 'Vilnius',
    country: 'Lietuva',
    cityOf: 'Vilniaus',
    capacity: 700,
  },
  {
    name: 'Avia Solutions Group arena',
    address: 'Ozo g. 14A',
    city: 'Vilnius',
    country: 'Lietuva',
    cityOf: 'Vilniaus',
    capacity: 10000,
  },
  {
    name: 'Švyturio arena',
    address: 'Dubysos g. 10',
    city: 'Klaipėda',
    country: 'Lietuva',
    cityOf: 'Klaipėdos',
    capacity: 6000,
  },
  {
    name: 'Kauno valstybinė filharmonija',
    address: 'L. Sapiegos g. 5',
    city: 'Kaunas',
    country: 'Lietuva',
    cityOf: 'Kauno',
    capacity: 600,
  },
  {
    name: 'Vilniaus kongresų rūmai',
    address: 'Vilniaus g. 6',
    city: 'Vilnius',
    country: 'Lietuva',
    cityOf: 'Vilniaus',
    capacity: 1000,
  },
  {
    name: 'Lietuvos nacionalinis dramos teatras',
    address: 'Gedimino pr. 4',
    city: 'Vilnius',
    country: 'Lietuva',
    cityOf: 'Vilniaus',
    capacity: 650,
  },
  {
    name: 'Palangos koncertų salė',
    address: 'Vytauto g. 43',
    city: 'Palanga',
    country: 'Lietuva',
    cityOf: 'Palangos',
    capacity: 900,
  },
  {
    name: 'Vingio parkas',
    address: 'M. K. Čiurlionio g. 100',
    city: 'Vilnius',
    country: 'Lietuva',
    cityOf: 'Vilniaus',
    capacity: 30000,
  },
  {
    name: 'Šiaulių arena',
    address: 'Jonavos g. 4',
    city: 'Šiauliai',
    country: 'Lietuva',
    cityOf: 'Šiaulių',
    capacity: 5700,
  },
  {
    name: 'Xiaomi Arena',
    address: 'Skanstes iela 21',
    city: 'Rīga',
    country: 'Latvija',
    cityOf: 'Rygos',
    capacity: 11000,
  },
  { name: 'Unibet Arena', address: 'Kalevi 12', city: 'Tallinn', country: 'Eesti', cityOf: 'Talino', capacity: 7200 },
];

const PERFORMERS = [
  'Saulės laikrodis',
  'Baltic Brass',
  'Vilniaus džiazo kvartetas',
  'Kauno bigbendas',
  'Jūros vėjai',
  'Šiaurės pašvaistė',
  'Giedrė ir draugai',
  'Nemuno krantai',
  'Aukštaitijos kapela',
  'Lietuvos kamerinis orkestras',
];

const CONCERT_KINDS: readonly Pair[] = [
  ['Rudens turas', 'Autumn tour'],
  ['Jubiliejinis koncertas', 'Anniversary concert'],
  ['Akustinis vakaras', 'Acoustic evening'],
  ['Naujo albumo pristatymas', 'New album launch'],
  ['Kalėdinis koncertas', 'Christmas concert'],
];

const FESTIVALS: readonly Pair[] = [
  ['džiazo festivalis', 'Jazz Festival'],
  ['vasaros muzikos festivalis', 'Summer Music Festival'],
  ['gatvės muzikos diena', 'Street Music Day'],
  ['folkloro festivalis', 'Folk Festival'],
  ['elektroninės muzikos festivalis', 'Electronic Music Festival'],
];

const PLAYS: readonly Pair[] = [
  ['Hamletas', 'Hamlet'],
  ['Dėdė Vania', 'Uncle Vanya'],
  ['Vyšnių sodas', 'The Cherry Orchard'],
  ['Eglė žalčių karalienė', 'Eglė, Queen of Serpents'],
  ['Mindaugas', 'Mindaugas'],
  ['Žuvėdra', 'The Seagull'],
  ['Metai', 'The Seasons'],
];

const TEAMS = ['Žalgiris', 'Rytas', 'Neptūnas', 'Lietkabelis', 'Juventus', 'Šiauliai', 'Wolves', 'Nevėžis'];

const SPORTS_KINDS: readonly Pair[] = [
  ['krepšinio rungtynės', 'basketball game'],
  ['LKL pusfinalis', 'LKL semi-final'],
  ['Karaliaus Mindaugo taurės finalas', 'King Mindaugas Cup final'],
];

const ORGANIZERS = [
  'Baltic Live',
  'Gaudėja',
  'Vilniaus festivaliai',
  'Kauno renginių centras',
  'Arena Events',
  'Teatro namai',
];

/** Parallel sentences: index i of one language is index i of the other. */
const SENTENCES: readonly Pair[] = [
  ['Vakaras, kurio laukėte visus metus.', 'The evening you have waited for all year.'],
  [
    'Scenoje – geriausi šalies atlikėjai ir ypatingi svečiai iš kaimyninių šalių.',
    'On stage: the best performers of the country and special guests from neighbouring countries.',
  ],
  [
    'Renginys vyks lauke, todėl rekomenduojame apsirengti pagal orus ir pasiimti lietpaltį.',
    'The event takes place outdoors, so dress for the weather and bring a raincoat.',
  ],
  ['Durys atsidaro likus valandai iki pradžios.', 'Doors open one hour before the start.'],
  [
    'Programoje skambės tiek gerai žinomi kūriniai, tiek visiškos naujienos, parengtos specialiai šiam vakarui.',
    'The programme features well-known pieces as well as brand new works written for this evening.',
  ],
  ['Bilietai grąžinami tik atšaukus renginį.', 'Tickets are refunded only if the event is cancelled.'],
  [
    'Vaikai iki 7 metų įleidžiami nemokamai, lydimi suaugusiųjų, tačiau jiems neskiriama atskira vieta.',
    'Children under 7 enter free with an adult but do not get a seat of their own.',
  ],
  [
    'Salėje draudžiama filmuoti ir fotografuoti su blykste.',
    'Filming and flash photography are not allowed in the hall.',
  ],
  [
    'Spektaklis rodomas lietuvių kalba su angliškais titrais.',
    'The performance is in Lithuanian with English surtitles.',
  ],
  [
    'Po renginio kviečiame į susitikimą su atlikėjais fojė, kur bus galima įsigyti albumų ir gauti autografų.',
    'After the show, meet the performers in the foyer, where albums are on sale and signed.',
  ],
  ['Trukmė – apie dvi valandas su pertrauka.', 'Running time is about two hours with an interval.'],
  [
    'Atvykite anksčiau: prie įėjimo tikrinami bilietai ir rankinis bagažas.',
    'Come early: tickets and hand luggage are checked at the entrance.',
  ],
];

const FEATURES: readonly Pair[] = [
  ['Gyva muzika', 'Live music'],
  ['Pritaikyta žmonėms su negalia', 'Wheelchair accessible'],
  ['Nemokama automobilių stovėjimo aikštelė', 'Free parking'],
  ['Maisto ir gėrimų zona', 'Food and drinks'],
  ['Rūbinė', 'Cloakroom'],
  ['Sėdimos vietos', 'Seated'],
  ['Angliški titrai', 'English surtitles'],
  ['Tinka šeimoms', 'Family friendly'],
];

const TICKET_TYPES: readonly { name: Pair; description: Pair; priceCents: readonly number[] }[] = [
  {
    name: ['Standartinis', 'Standard'],
    description: ['Stovima vieta', 'Standing'],
    priceCents: [1999, 2499, 2999, 3500],
  },
  {
    name: ['VIP', 'VIP'],
    description: ['Vieta prie scenos, atskiras įėjimas ir gėrimas', 'Front area, separate entrance and a drink'],
    priceCents: [7900, 9900, 14900],
  },
  {
    name: ['Ankstyvasis', 'Early bird'],
    description: ['Ribotas kiekis už mažesnę kainą', 'Limited number at a lower price'],
    priceCents: [1499, 1799],
  },
  {
    name: ['Studentams', 'Student'],
    description: ['Įėjimas tik su galiojančiu studento pažymėjimu', 'Valid student card required at the entrance'],
    priceCents: [999, 1299],
  },
  {
    name: ['Parteris', 'Stalls'],
    description: ['Sėdima vieta parteryje', 'Seat in the stalls'],
    priceCents: [3900, 4500],
  },
  {
    name: ['Balkonas', 'Balcony'],
    description: ['Sėdima vieta balkone', 'Seat on the balcony'],
    priceCents: [2500, 2900],
  },
  {
    name: ['Šeimos', 'Family'],
    description: ['Dviem suaugusiems ir dviem vaikams', 'Two adults and two children'],
    priceCents: [6900, 7900],
  },
];

const DAY = 86_400_000;
const FIRST_OCCURRED_AT = Date.parse('2025-01-06T08:00:00.000Z');
const PUBLISHED_SHARE = 0.85;

/**
 * Streams of catalog events, one aggregate at a time, totalling exactly `totalEvents` (the last stream
 * is cut short when needed). The same seed gives the same streams, ids included.
 */
export function* catalogStreams(totalEvents: number, seed: number): Generator<CatalogStream> {
  const random = new SeededRandom(seed);
  const admins = Array.from({ length: 12 }, () => random.uuid());
  let clock = FIRST_OCCURRED_AT;
  let remaining = totalEvents;

  while (remaining > 0) {
    const catalogEventId = random.uuid();
    const actor = { kind: 'user' as const, userId: random.pick(admins), role: 'admin' };
    const metadata = (): EventMetadata => {
      // Back-office edits come minutes apart; each is its own command, so it starts its own correlation.
      clock += random.int(20, 900) * 1000;
      const commandId = random.uuid();
      return { actor, correlationId: commandId, causationId: commandId, occurredAt: new Date(clock).toISOString() };
    };
    const event = (type: string, data: Record<string, unknown>): EventToAppend => ({
      eventId: random.uuid(),
      type,
      version: eventCatalog.versionOf(type),
      data,
      metadata: metadata(),
    });

    let details = eventDetails(random, clock);
    const images = eventImages(random);
    const events = [event('CatalogEventDrafted', { catalogEventId, details, images })];
    const edits: (() => EventToAppend)[] = [];
    const ticketTypeCount = random.int(2, 4);
    for (const seed of random.sample(TICKET_TYPES, ticketTypeCount)) {
      edits.push(() =>
        event('TicketTypeAdded', {
          catalogEventId,
          ticketTypeId: random.uuid(),
          details: ticketTypeDetails(random, seed, details),
        }),
      );
    }
    const changes = random.int(0, 3);
    for (let i = 0; i < changes; i++) {
      edits.push(() => {
        details = changedDetails(random, details);
        return event('CatalogEventDetailsChanged', { catalogEventId, details });
      });
    }
    // Organisers add ticket types and fix details in any order before publishing.
    for (let i = edits.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [edits[i], edits[j]] = [edits[j]!, edits[i]!];
    }
    for (const edit of edits) events.push(edit());
    if (random.chance(PUBLISHED_SHARE)) events.push(event('CatalogEventPublished', { catalogEventId }));

    const kept = events.length <= remaining ? events : events.slice(0, remaining);
    remaining -= kept.length;
    // Next aggregate a little later, as drafts trickle in over the season.
    clock += random.int(1, 120) * 60_000;
    yield { streamId: catalogEventStreamId(catalogEventId), catalogEventId, events: kept };
  }
}

/** The same streams flattened, with each event's revision inside its stream. */
export function* catalogEvents(
  totalEvents: number,
  seed: number,
): Generator<{ streamId: string; revision: number; event: EventToAppend }> {
  for (const stream of catalogStreams(totalEvents, seed)) {
    for (let revision = 0; revision < stream.events.length; revision++) {
      yield { streamId: stream.streamId, revision, event: stream.events[revision]! };
    }
  }
}

function eventDetails(random: SeededRandom, now: number): EventDetails {
  const category = random.pick<Category>(['Concert', 'Concert', 'Festival', 'Theater', 'Sports']);
  const venue = random.pick(VENUES);
  const startsAt = new Date(
    Math.floor((now + random.int(14, 300) * DAY) / 3_600_000) * 3_600_000 + random.int(0, 3) * 1_800_000,
  );
  const lastsDays = category === 'Festival' ? random.int(1, 3) : 0;
  const { name, description } = nameAndDescription(random, category, venue);
  return {
    name,
    description,
    category,
    organizer: random.pick(ORGANIZERS),
    startsAt: startsAt.toISOString(),
    endsAt: lastsDays > 0 ? new Date(startsAt.getTime() + lastsDays * DAY).toISOString() : null,
    venue: { name: venue.name, address: venue.address, city: venue.city, country: venue.country },
    maxAttendees: Math.min(venue.capacity, random.int(1, 40) * 50),
    features: localizedList(random.sample(FEATURES, random.int(1, 4))),
  };
}

function eventImages(random: SeededRandom): EventImage[] {
  return Array.from({ length: random.int(1, 3) }, () => {
    const id = random.uuid();
    const url = (size: string) => `/media/events/${id}/${size}.webp`;
    return { id, urls: { thumbnail: url('thumbnail'), card: url('card'), large: url('large') } };
  });
}

function nameAndDescription(
  random: SeededRandom,
  category: Category,
  venue: VenueSeed,
): { name: LocalizedText; description: LocalizedText } {
  let name: LocalizedText;
  switch (category) {
    case 'Concert': {
      const performer = random.pick(PERFORMERS);
      const [lt, en] = random.pick(CONCERT_KINDS);
      name = { lt: `${performer}: ${lt}`, en: `${performer}: ${en}` };
      break;
    }
    case 'Festival': {
      const [lt, en] = random.pick(FESTIVALS);
      const year = random.int(2025, 2027);
      name = { lt: `${venue.cityOf} ${lt} ${year}`, en: `${venue.city} ${en} ${year}` };
      break;
    }
    case 'Theater':
      name = text(random.pick(PLAYS));
      break;
    case 'Sports': {
      const [home, away] = random.sample(TEAMS, 2);
      const [lt, en] = random.pick(SPORTS_KINDS);
      name = { lt: `${home} – ${away}: ${lt}`, en: `${home} v ${away}: ${en}` };
      break;
    }
  }
  // Sentences drawn once, so no paragraph repeats another's.
  const sentences = random.sample(SENTENCES, random.int(4, SENTENCES.length));
  const paragraphs: Pair[][] = [];
  while (sentences.length > 0) paragraphs.push(sentences.splice(0, random.int(2, 3)));
  return {
    name,
    description: {
      lt: paragraphs.map((p) => p.map(([lt]) => lt).join(' ')).join('\n\n'),
      en: paragraphs.map((p) => p.map(([, en]) => en).join(' ')).join('\n\n'),
    },
  };
}

function ticketTypeDetails(
  random: SeededRandom,
  seed: (typeof TICKET_TYPES)[number],
  event: EventDetails,
): TicketTypeDetails {
  const startsAt = Date.parse(event.startsAt);
  return {
    name: text(seed.name),
    description: text(seed.description),
    priceCents: random.pick(seed.priceCents),
    currency: random.chance(0.97) ? 'EUR' : 'USD',
    quantity: Math.max(10, Math.floor(event.maxAttendees / random.int(2, 5))),
    maxPerOrder: random.pick([4, 6, 10]),
    saleStartsAt: new Date(startsAt - random.int(30, 120) * DAY).toISOString(),
    saleEndsAt: event.startsAt,
    isActive: random.chance(0.95),
  };
}

/** What organisers change after drafting: the date moves, the text gets fixed, the hall grows. */
function changedDetails(random: SeededRandom, details: EventDetails): EventDetails {
  switch (random.int(0, 2)) {
    case 0: {
      const shift = random.int(1, 30) * DAY;
      return {
        ...details,
        startsAt: new Date(Date.parse(details.startsAt) + shift).toISOString(),
        endsAt: details.endsAt && new Date(Date.parse(details.endsAt) + shift).toISOString(),
      };
    }
    case 1: {
      const [lt, en] = random.pick(SENTENCES);
      return {
        ...details,
        description: { lt: `${details.description.lt}\n\n${lt}`, en: `${details.description.en}\n\n${en}` },
      };
    }
    default:
      return { ...details, maxAttendees: details.maxAttendees + random.int(1, 10) * 50 };
  }
}

function localizedList(pairs: readonly Pair[]): { lt: string[]; en: string[] } {
  return { lt: pairs.map(([lt]) => lt), en: pairs.map(([, en]) => en) };
}
