import {
  imageFromUrl,
  type Category,
  type EventDetails,
  type EventImage,
  type LocalizedList,
  type LocalizedText,
  type TicketTypeDetails,
  type Venue,
} from '@ticketshop/projections';

interface DemoTicketType {
  slug: string;
  details: TicketTypeDetails;
}

export interface DemoEvent {
  slug: string;
  details: EventDetails;
  /** The first is the cover. */
  images: EventImage[];
  ticketTypes: DemoTicketType[];
  published: boolean;
  featured: boolean;
}

const COUNTRY = 'Lietuva';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The demo images live in backend/assets/demo-images and are served under /media/demo. */
const image = (file: string): string => `/media/demo/${file}.svg`;

const text = (lt: string, en: string): LocalizedText => ({ lt, en });

/** A description: paragraphs joined by a blank line. */
const paragraphs = (lt: string[], en: string[]): LocalizedText => ({ lt: lt.join('\n\n'), en: en.join('\n\n') });

const list = (lt: string[], en: string[]): LocalizedList => ({ lt, en });

const venue = (name: string, address: string, city: string): Venue => ({ name, address, city, country: COUNTRY });

const VENUES = {
  compensa: venue('Compensa koncertų salė', 'Kernavės g. 84', 'Vilnius'),
  nationalDrama: venue('Lietuvos nacionalinis dramos teatras', 'Gedimino pr. 4', 'Vilnius'),
  operaBallet: venue('Lietuvos nacionalinis operos ir baleto teatras', 'A. Vienuolio g. 1', 'Vilnius'),
  aviaArena: venue('Avia Solutions Group arena', 'Ozo g. 14A', 'Vilnius'),
  vingisPark: venue('Vingio parkas', 'M. K. Čiurlionio g. 100', 'Vilnius'),
  zalgirisArena: venue('Žalgirio arena', 'Karaliaus Mindaugo pr. 50', 'Kaunas'),
  kaunasDrama: venue('Kauno valstybinis dramos teatras', 'Laisvės al. 71', 'Kaunas'),
  klaipedaDrama: venue('Klaipėdos dramos teatras', 'Teatro a. 2', 'Klaipėda'),
  palangaHall: venue('Palangos koncertų salė', 'Vytauto g. 43', 'Palanga'),
  siauliaiArena: venue('Šiaulių arena', 'J. Jablonskio g. 16', 'Šiauliai'),
  cidoArena: venue('Cido arena', 'Parko g. 12', 'Panevėžys'),
  zarasaiIsland: venue('Zarasų ežero sala', 'Zaraso ežero Didžioji sala', 'Zarasai'),
  trakaiCastle: venue('Trakų salos pilies prieigos', 'Kęstučio g. 4', 'Trakai'),
} satisfies Record<string, Venue>;

/** How long an event lasts: no announced end, a three-hour show, or a festival ending N days later. */
type Duration =
  { kind: 'open' } | { kind: 'hours'; hours: number } | { kind: 'festival'; days: number; endUtcHour: number };

const OPEN: Duration = { kind: 'open' };
const THREE_HOURS: Duration = { kind: 'hours', hours: 3 };
const festivalDays = (days: number, endUtcHour: number): Duration => ({ kind: 'festival', days, endUtcHour });

interface TicketSpec {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  priceCents: number;
  quantity: number;
  maxPerOrder: number;
}

interface EventSpec {
  slug: string;
  category: Category;
  name: LocalizedText;
  description: LocalizedText;
  organizer: string;
  venue: Venue;
  /** Whole days after `now`'s UTC date. */
  daysAhead: number;
  /** Start time in UTC (Vilnius is UTC+2 in winter, UTC+3 in summer). */
  utcHour: number;
  utcMinute?: number;
  duration: Duration;
  maxAttendees: number;
  features: LocalizedList;
  images: string[];
  tickets: TicketSpec[];
  published: boolean;
  featured: boolean;
}

function startOf(now: Date, spec: EventSpec): Date {
  return new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() + spec.daysAhead,
      spec.utcHour,
      spec.utcMinute ?? 0,
    ),
  );
}

function endOf(start: Date, duration: Duration): string | null {
  switch (duration.kind) {
    case 'open':
      return null;
    case 'hours':
      return new Date(start.getTime() + duration.hours * HOUR_MS).toISOString();
    case 'festival':
      return new Date(
        Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + duration.days, duration.endUtcHour),
      ).toISOString();
  }
}

function build(now: Date, spec: EventSpec): DemoEvent {
  const start = startOf(now, spec);
  const startsAt = start.toISOString();
  const saleStartsAt = new Date(now.getTime() - DAY_MS).toISOString();
  return {
    slug: spec.slug,
    published: spec.published,
    featured: spec.featured,
    details: {
      name: spec.name,
      description: spec.description,
      category: spec.category,
      organizer: spec.organizer,
      startsAt,
      endsAt: endOf(start, spec.duration),
      venue: spec.venue,
      maxAttendees: spec.maxAttendees,
      features: spec.features,
    },
    images: spec.images.map(imageFromUrl),
    ticketTypes: spec.tickets.map((ticket) => ({
      slug: ticket.slug,
      details: {
        name: ticket.name,
        description: ticket.description,
        priceCents: ticket.priceCents,
        currency: 'EUR',
        quantity: ticket.quantity,
        maxPerOrder: ticket.maxPerOrder,
        saleStartsAt,
        saleEndsAt: startsAt,
        isActive: true,
      },
    })),
  };
}

// Shared ticket type names.
const STALLS = text('Parteris', 'Stalls');
const BALCONY = text('Balkonas', 'Balcony');
const STUDENTS = text('Studentams', 'Students');
const STANDING = text('Stovima vieta', 'Standing');
const SEATED = text('Sėdima vieta', 'Seated');
const FAMILY = text('Šeimos bilietas (2+2)', 'Family ticket (2+2)');

const STUDENT_ID = text(
  'Su galiojančiu studento pažymėjimu, kurį reikės parodyti prie įėjimo.',
  'With a valid student ID, to be shown at the entrance.',
);
const FAMILY_DESCRIPTION = text(
  'Vienas bilietas dviem suaugusiesiems ir dviem vaikams iki 16 metų.',
  'One ticket for two adults and two children under 16.',
);

function specs(): EventSpec[] {
  return [
    // ---------------------------------------------------------------- Concerts
    {
      slug: 'northern-lights-symphonic-night',
      category: 'Concert',
      name: text('Šiaurės pašvaistė: simfoninis vakaras', 'Northern Lights: A Symphonic Night'),
      description: paragraphs(
        [
          'Orkestras „Šiaurės simfonija“ ir elektroninės muzikos kūrėjas Nojus Vaitas kviečia į vakarą, kuriame klasikinė simfoninė muzika susitinka su šiuolaikiniu elektroniniu skambesiu. Programoje – Sibelijaus, Griego ir M. K. Čiurlionio kūrinių motyvai, naujai išgirsti per sintezatorių ir gyvo garso apdorojimo prizmę.',
          'Visą koncertą lydės specialiai sukurta šviesų instaliacija, primenanti šiaurės pašvaistę: salės lubomis ir sienomis tekančios spalvų bangos į muziką reaguos realiuoju laiku.',
          'Koncertas truks apie dvi valandas su viena pertrauka. Rekomenduojame atvykti anksčiau – fojė veiks kavinė ir nedidelė paroda apie šviesos ir garso ryšį.',
        ],
        [
          'The orchestra Nordic Symphony and electronic composer Nojus Vaitas invite you to an evening where classical symphonic music meets contemporary electronic sound. The programme weaves together motifs by Sibelius, Grieg and M. K. Čiurlionis, heard anew through synthesizers and live sound processing.',
          'The whole concert is accompanied by a purpose-built light installation inspired by the aurora borealis: waves of colour flow across the ceiling and walls of the hall, reacting to the music in real time.',
          'The concert lasts about two hours with one interval. We recommend arriving early – the foyer café will be open, along with a small exhibition on the connection between light and sound.',
        ],
      ),
      organizer: 'Baltic Live Entertainment',
      venue: VENUES.compensa,
      daysAhead: 18,
      utcHour: 16,
      duration: THREE_HOURS,
      maxAttendees: 1900,
      features: list(
        [
          'Gyvas simfoninis orkestras ir elektronika',
          'Šiaurės pašvaistės įkvėpta šviesų instaliacija',
          'Viena pertrauka, trukmė apie 2 val.',
          'Fojė kavinė ir paroda',
        ],
        [
          'Live symphony orchestra with electronics',
          'Aurora-inspired light installation',
          'One interval, about 2 hours long',
          'Foyer café and exhibition',
        ],
      ),
      images: [image('concert-aurora'), image('concert-stage-lights')],
      tickets: [
        {
          slug: 'stalls',
          name: STALLS,
          description: text(
            'Numeruotos vietos parteryje, arčiausiai scenos.',
            'Numbered seats in the stalls, closest to the stage.',
          ),
          priceCents: 5900,
          quantity: 900,
          maxPerOrder: 8,
        },
        {
          slug: 'balcony',
          name: BALCONY,
          description: text(
            'Numeruotos vietos balkone – geriausias šviesų instaliacijos vaizdas.',
            'Numbered balcony seats – the best view of the light installation.',
          ),
          priceCents: 3900,
          quantity: 700,
          maxPerOrder: 8,
        },
        {
          slug: 'vip',
          name: text('VIP su susitikimu', 'VIP with meet & greet'),
          description: text(
            'Pirmųjų eilių vieta, taurė putojančio vyno ir susitikimas su atlikėjais po koncerto.',
            'A front-row seat, a glass of sparkling wine and a meet & greet with the performers after the show.',
          ),
          priceCents: 12900,
          quantity: 60,
          maxPerOrder: 4,
        },
        {
          slug: 'students',
          name: STUDENTS,
          description: STUDENT_ID,
          priceCents: 2500,
          quantity: 200,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: true,
    },
    {
      slug: 'neon-harbour-night-wave-tour-kaunas',
      category: 'Concert',
      name: text('„Neoninis uostas“: turas „Naktinė banga“', 'Neon Harbour: The Night Wave Tour'),
      description: paragraphs(
        [
          'Roko grupė „Neoninis uostas“ grįžta į didžiąją sceną su nauju albumu „Naktinė banga“. Kaune skambės ir nauji kūriniai, ir dainos, kurias publika kartu dainuoja jau dešimtmetį.',
          'Žiūrovų laukia daugiau nei dvi valandos energingos muzikos, lazerių šou ir įspūdingiausia grupės istorijoje scenografija. Publiką įšildys jaunas indie kolektyvas „Vėjo malūnai“.',
          'Durys atsidarys likus pusantros valandos iki koncerto pradžios. Stovimos vietos arenos aikštėje nenumeruotos, todėl verta atvykti laiku.',
        ],
        [
          'Rock band Neon Harbour returns to the big stage with its new album Night Wave. In Kaunas you will hear both the new songs and the anthems the audience has been singing along to for a decade.',
          'Expect more than two hours of high-energy music, a laser show and the most spectacular stage design in the band’s history. Young indie act Windmills will warm up the crowd.',
          'Doors open an hour and a half before the show. Standing places on the arena floor are unnumbered, so it is worth arriving on time.',
        ],
      ),
      organizer: 'Nemuno garso agentūra',
      venue: VENUES.zalgirisArena,
      daysAhead: 45,
      utcHour: 16,
      duration: THREE_HOURS,
      maxAttendees: 6000,
      features: list(
        [
          'Naujo albumo „Naktinė banga“ pristatymas',
          'Lazerių ir šviesų šou',
          'Apšildymas – „Vėjo malūnai“',
          'Durys atsidaro 1,5 val. iki pradžios',
        ],
        [
          'Live premiere of the Night Wave album',
          'Laser and light show',
          'Support act: Windmills',
          'Doors open 90 minutes before the show',
        ],
      ),
      images: [image('concert-neon-harbour'), image('concert-crowd'), image('concert-stage-lights')],
      tickets: [
        {
          slug: 'standing',
          name: STANDING,
          description: text(
            'Nenumeruota stovima vieta arenos aikštėje prie scenos.',
            'Unnumbered standing place on the arena floor in front of the stage.',
          ),
          priceCents: 3900,
          quantity: 2000,
          maxPerOrder: 10,
        },
        {
          slug: 'seated',
          name: SEATED,
          description: text('Numeruota vieta arenos tribūnose.', 'A numbered seat in the arena stands.'),
          priceCents: 4900,
          quantity: 2000,
          maxPerOrder: 10,
        },
        {
          slug: 'seated-premium',
          name: text('Sėdima vieta – geriausias vaizdas', 'Seated – best view'),
          description: text(
            'Numeruota vieta apatinėse tribūnose, tiesiai priešais sceną.',
            'A numbered seat in the lower stands, directly facing the stage.',
          ),
          priceCents: 6900,
          quantity: 1200,
          maxPerOrder: 8,
        },
        {
          slug: 'vip-lounge',
          name: text('VIP zona', 'VIP lounge'),
          description: text(
            'Atskiras įėjimas, VIP zona su užkandžiais ir gėrimais bei vieta su geriausiu scenos vaizdu.',
            'Separate entrance, a VIP lounge with snacks and drinks, and a seat with the best view of the stage.',
          ),
          priceCents: 14900,
          quantity: 150,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: false,
    },
    {
      slug: 'ciurlionis-preludes-by-the-sea-palanga',
      category: 'Concert',
      name: text('Čiurlionio preliudai prie jūros', 'Čiurlionis Preludes by the Sea'),
      description: paragraphs(
        [
          'Pianistė Elzė Morkūnaitė atlieka M. K. Čiurlionio preliudus, noktiurnus ir variacijas – muziką, kurioje girdėti jūra, miškas ir lietuviško peizažo tyla. Antrojoje koncerto dalyje skambės Chopino ir Debussy kūriniai, įkvėpę jaunąjį Čiurlionį.',
          'Koncertą papildys Čiurlionio paveikslų projekcijos, todėl muziką bus galima ne tik išgirsti, bet ir pamatyti. Tai intymus vakaras jaukioje Palangos koncertų salėje, vos už kelių žingsnių nuo jūros.',
        ],
        [
          'Pianist Elzė Morkūnaitė performs preludes, nocturnes and variations by M. K. Čiurlionis – music that carries the sea, the forest and the stillness of the Lithuanian landscape. The second half features works by Chopin and Debussy, who inspired the young Čiurlionis.',
          'The concert is accompanied by projections of Čiurlionis’s paintings, so the music can be seen as well as heard. An intimate evening in the cosy Palanga Concert Hall, just a few steps from the sea.',
        ],
      ),
      organizer: 'Pajūrio koncertai',
      venue: VENUES.palangaHall,
      daysAhead: 30,
      utcHour: 16,
      duration: THREE_HOURS,
      maxAttendees: 700,
      features: list(
        [
          'Čiurlionio, Chopino ir Debussy kūriniai',
          'Čiurlionio paveikslų projekcijos',
          'Numeruotos sėdimos vietos',
          'Trukmė apie 1 val. 45 min.',
        ],
        [
          'Works by Čiurlionis, Chopin and Debussy',
          'Projections of Čiurlionis’s paintings',
          'Numbered seating',
          'About 1 hour 45 minutes long',
        ],
      ),
      images: [image('concert-piano-sea'), image('concert-stage-lights')],
      tickets: [
        {
          slug: 'stalls',
          name: STALLS,
          description: text('Numeruotos vietos parteryje.', 'Numbered seats in the stalls.'),
          priceCents: 3500,
          quantity: 400,
          maxPerOrder: 6,
        },
        {
          slug: 'balcony',
          name: BALCONY,
          description: text('Numeruotos vietos balkone.', 'Numbered seats on the balcony.'),
          priceCents: 2500,
          quantity: 200,
          maxPerOrder: 6,
        },
        {
          slug: 'students-seniors',
          name: text('Studentams ir senjorams', 'Students and seniors'),
          description: text(
            'Studentams ir vyresniems nei 65 metų žiūrovams; prie įėjimo reikės parodyti dokumentą.',
            'For students and visitors over 65; please show a valid ID at the entrance.',
          ),
          priceCents: 1500,
          quantity: 100,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: false,
    },
    {
      slug: 'sunflowers-summer-tour-siauliai',
      category: 'Concert',
      name: text('„Saulėgrąžos“: vasaros turo pradžia', 'Sunflowers: Summer Tour Kick-off'),
      description: paragraphs(
        [
          'Pop grupė „Saulėgrąžos“ savo vasaros turą pradeda Saulės mieste – Šiauliuose. Koncerte skambės šviesios, šokti kviečiančios dainos ir keli visiškai nauji kūriniai, kurių dar niekas negirdėjo.',
          'Renginio programa ir svečiai dar tikslinami, o bilietų pardavimo pradžia bus paskelbta netrukus.',
        ],
        [
          'Pop band Sunflowers opens its summer tour in the City of the Sun – Šiauliai. Expect bright, danceable songs and a few brand-new tracks nobody has heard yet.',
          'The programme and guest artists are still being finalised; the start of ticket sales will be announced soon.',
        ],
      ),
      organizer: 'Saulės miesto renginiai',
      venue: VENUES.siauliaiArena,
      daysAhead: 95,
      utcHour: 16,
      duration: THREE_HOURS,
      maxAttendees: 3000,
      features: list(
        ['Vasaros turo atidarymas', 'Nauji, dar negirdėti kūriniai', 'Šokių aikštelė prie scenos'],
        ['Summer tour opening night', 'Brand-new, unreleased songs', 'Dance floor in front of the stage'],
      ),
      images: [image('concert-sunburst'), image('concert-crowd')],
      tickets: [
        {
          slug: 'standing',
          name: STANDING,
          description: text(
            'Nenumeruota stovima vieta šokių aikštelėje.',
            'Unnumbered standing place on the dance floor.',
          ),
          priceCents: 2900,
          quantity: 1500,
          maxPerOrder: 8,
        },
        {
          slug: 'seated',
          name: SEATED,
          description: text('Numeruota vieta tribūnose.', 'A numbered seat in the stands.'),
          priceCents: 3900,
          quantity: 1000,
          maxPerOrder: 8,
        },
        {
          slug: 'family',
          name: FAMILY,
          description: FAMILY_DESCRIPTION,
          priceCents: 9900,
          quantity: 100,
          maxPerOrder: 4,
        },
      ],
      published: false,
      featured: false,
    },

    // ---------------------------------------------------------------- Festivals
    {
      slug: 'lakeside-sounds-festival-zarasai',
      category: 'Festival',
      name: text('Festivalis „Ežero garsai“', 'Lakeside Sounds Festival'),
      description: paragraphs(
        [
          'Trys dienos muzikos, poilsio ir vasaros nakčių Zaraso ežero Didžiojoje saloje. Dviejose scenose pasirodys daugiau nei trisdešimt Lietuvos ir kitų Baltijos šalių atlikėjų – nuo akustinio folko iki elektroninės muzikos, skambančios iki pat saulėtekio.',
          'Dieną laukia irklentės, joga ant kranto, vietos amatininkų mugė ir aukštaitiškos virtuvės patiekalai. Vakarais pagrindinė scena nušvinta virš vandens, o krantinę apšviečia tūkstančiai girliandų lempučių.',
          'Festivalio teritorijoje veiks kempingas, todėl galėsite pasilikti visam savaitgaliui. Vaikams iki 12 metų, atvykusiems su suaugusiaisiais, įėjimas nemokamas.',
        ],
        [
          'Three days of music, relaxation and summer nights on the Great Island of Lake Zarasas. More than thirty artists from Lithuania and the other Baltic states perform on two stages – from acoustic folk to electronic sets that keep going until sunrise.',
          'Daytime brings paddleboarding, lakeside yoga, a local crafts fair and dishes from the Aukštaitija kitchen. In the evening the main stage lights up above the water and thousands of string lights illuminate the shore.',
          'A campsite operates on the festival grounds, so you can stay for the whole weekend. Children under 12 enter free with an accompanying adult.',
        ],
      ),
      organizer: 'Ežerų krašto festivaliai',
      venue: VENUES.zarasaiIsland,
      daysAhead: 60,
      utcHour: 12,
      duration: festivalDays(2, 21),
      maxAttendees: 5000,
      features: list(
        [
          'Dvi scenos ir daugiau nei 30 atlikėjų',
          'Kempingas festivalio teritorijoje',
          'Irklentės, joga ir amatų mugė',
          'Vaikams iki 12 metų – nemokamai',
          'Trijų dienų programa',
        ],
        [
          'Two stages and 30+ artists',
          'On-site campsite',
          'Paddleboarding, yoga and a crafts fair',
          'Free entry for children under 12',
          'Three-day programme',
        ],
      ),
      images: [image('festival-lakeside'), image('festival-tents'), image('festival-fireworks')],
      tickets: [
        {
          slug: 'three-day-pass',
          name: text('Trijų dienų bilietas', 'Three-day pass'),
          description: text('Įėjimas į visas festivalio dienas ir scenas.', 'Entry to all festival days and stages.'),
          priceCents: 8900,
          quantity: 2000,
          maxPerOrder: 6,
        },
        {
          slug: 'day-ticket',
          name: text('Vienos dienos bilietas', 'Day ticket'),
          description: text('Įėjimas vieną pasirinktą festivalio dieną.', 'Entry on one festival day of your choice.'),
          priceCents: 4500,
          quantity: 1500,
          maxPerOrder: 6,
        },
        {
          slug: 'three-day-pass-camping',
          name: text('Trijų dienų bilietas su kempingu', 'Three-day pass with camping'),
          description: text(
            'Trijų dienų bilietas ir vieta palapinei festivalio kempinge su dušais.',
            'A three-day pass plus a tent pitch at the festival campsite with showers.',
          ),
          priceCents: 11900,
          quantity: 800,
          maxPerOrder: 6,
        },
        {
          slug: 'vip-pass',
          name: text('VIP trijų dienų bilietas', 'VIP three-day pass'),
          description: text(
            'VIP terasa prie vandens, atskiras baras ir greitasis įėjimas visas tris dienas.',
            'A waterside VIP terrace, a private bar and fast-track entry on all three days.',
          ),
          priceCents: 17900,
          quantity: 150,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: true,
    },
    {
      slug: 'medieval-days-trakai',
      category: 'Festival',
      name: text('Viduramžių dienos Trakuose', 'Medieval Days in Trakai'),
      description: paragraphs(
        [
          'Trims dienoms Trakų salos pilies prieigos virsta viduramžių miestu. Riterių turnyrai, lankininkų varžybos, amatininkų dirbtuvės ir senosios muzikos koncertai leis pajusti, kaip čia gyventa Vytauto Didžiojo laikais.',
          'Vaikai galės išbandyti kalvystę, žiesti molį ar išmokti šaudyti iš lanko, o suaugusieji – paragauti senovinių patiekalų ir midaus. Vakarais virš Galvės ežero – fakelų eisena ir ugnies šou.',
          'Renginys vyksta lauke, todėl rekomenduojame patogią avalynę ir drabužius pagal orus.',
        ],
        [
          'For three days the grounds around Trakai Island Castle turn into a medieval town. Knights’ tournaments, archery contests, craft workshops and early music concerts bring to life the era of Vytautas the Great.',
          'Children can try blacksmithing, throw pottery or learn archery, while adults can taste historical dishes and mead. Every evening there is a torchlight procession and a fire show over Lake Galvė.',
          'The event takes place outdoors, so comfortable shoes and weather-appropriate clothing are recommended.',
        ],
      ),
      organizer: 'VšĮ „Kunigaikščių aidas“',
      venue: VENUES.trakaiCastle,
      daysAhead: 75,
      utcHour: 9,
      duration: festivalDays(2, 19),
      maxAttendees: 3000,
      features: list(
        [
          'Riterių turnyrai ir lankininkų varžybos',
          'Amatų dirbtuvės vaikams',
          'Senoji muzika ir ugnies šou',
          'Viduramžių virtuvė ir midus',
        ],
        [
          'Knights’ tournaments and archery contests',
          'Craft workshops for children',
          'Early music and a fire show',
          'Medieval food and mead',
        ],
      ),
      images: [image('festival-castle'), image('festival-fireworks')],
      tickets: [
        {
          slug: 'adult-pass',
          name: text('Suaugusiojo bilietas (3 dienos)', 'Adult pass (3 days)'),
          description: text(
            'Įėjimas visas tris dienas, įskaitant vakarinį ugnies šou.',
            'Entry on all three days, including the evening fire show.',
          ),
          priceCents: 2900,
          quantity: 1500,
          maxPerOrder: 8,
        },
        {
          slug: 'family',
          name: FAMILY,
          description: FAMILY_DESCRIPTION,
          priceCents: 7900,
          quantity: 400,
          maxPerOrder: 4,
        },
        {
          slug: 'students-seniors',
          name: text('Studentams ir senjorams', 'Students and seniors'),
          description: text(
            'Studentams ir vyresniems nei 65 metų lankytojams; prie įėjimo reikės parodyti dokumentą.',
            'For students and visitors over 65; please show a valid ID at the entrance.',
          ),
          priceCents: 1900,
          quantity: 500,
          maxPerOrder: 6,
        },
      ],
      published: true,
      featured: false,
    },
    {
      slug: 'vingis-summer-festival-vilnius',
      category: 'Festival',
      name: text('Vingio vasaros festivalis', 'Vingis Summer Festival'),
      description: paragraphs(
        [
          'Didžiausia sostinės vasaros šventė po atviru dangumi grįžta į Vingio parką. Trijų dienų programoje – popmuzika, hiphopas, džiazas ir elektronika keturiose scenose, o tarp koncertų – gatvės maisto kiemas ir meno instaliacijos.',
          'Festivalis laukia visos šeimos: dieną veiks vaikų zona su kūrybinėmis dirbtuvėmis ir cirko pasirodymais, o vakarais didžiojoje estradoje koncertuos festivalio žvaigždės.',
          'Į parką patogiausia atvykti viešuoju transportu arba dviračiu – prie įėjimų įrengtos saugomos dviračių stovėjimo aikštelės.',
        ],
        [
          'The capital’s biggest open-air summer celebration returns to Vingis Park. The three-day programme spans pop, hip-hop, jazz and electronic music across four stages, with a street-food court and art installations in between.',
          'The festival welcomes the whole family: during the day a kids’ zone offers creative workshops and circus acts, and in the evening the festival headliners take over the big amphitheatre stage.',
          'The easiest way to reach the park is by public transport or bicycle – guarded bike parking is available at the entrances.',
        ],
      ),
      organizer: 'Sostinės festivalių komanda',
      venue: VENUES.vingisPark,
      daysAhead: 110,
      utcHour: 11,
      duration: festivalDays(2, 20),
      maxAttendees: 5000,
      features: list(
        [
          'Keturios scenos, trys dienos',
          'Gatvės maisto kiemas',
          'Vaikų zona ir cirko pasirodymai',
          'Saugoma dviračių stovėjimo aikštelė',
        ],
        ['Four stages over three days', 'Street-food court', 'Kids’ zone with circus acts', 'Guarded bicycle parking'],
      ),
      images: [image('festival-sunset-park'), image('festival-tents'), image('festival-fireworks')],
      tickets: [
        {
          slug: 'three-day-pass',
          name: text('Trijų dienų bilietas', 'Three-day pass'),
          description: text('Įėjimas visas tris festivalio dienas.', 'Entry on all three festival days.'),
          priceCents: 6900,
          quantity: 2000,
          maxPerOrder: 10,
        },
        {
          slug: 'day-ticket',
          name: text('Vienos dienos bilietas', 'Day ticket'),
          description: text('Įėjimas vieną pasirinktą festivalio dieną.', 'Entry on one festival day of your choice.'),
          priceCents: 3500,
          quantity: 2000,
          maxPerOrder: 10,
        },
        {
          slug: 'vip-pass',
          name: text('VIP zona (3 dienos)', 'VIP area (3 days)'),
          description: text(
            'Atskira VIP zona prie pagrindinės scenos, tualetai ir baras be eilių.',
            'A separate VIP area by the main stage with its own toilets and a queue-free bar.',
          ),
          priceCents: 15900,
          quantity: 300,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: false,
    },

    // ---------------------------------------------------------------- Theater
    {
      slug: 'hamlet-national-drama-theatre',
      category: 'Theater',
      name: text('Hamletas', 'Hamlet'),
      description: paragraphs(
        [
          'Williamo Shakespeare’o „Hamletas“ – nauja teatro kompanijos „Atviras langas“ interpretacija apie jauną žmogų, kuris bando išlikti sąžiningas pasaulyje, kuriame visi vaidina. Danijos karališkieji rūmai čia virsta šiuolaikišku stiklo ir veidrodžių labirintu.',
          'Minimalistinė scenografija, gyvai atliekama muzika ir jauna aktorių trupė klasikinę tragediją paverčia jaudinančiu pokalbiu apie tiesą, valdžią ir atsakomybę. Spektaklis vaidinamas lietuvių kalba su angliškais titrais.',
          'Spektaklis trunka apie tris valandas su viena pertrauka. Rekomenduojama žiūrovams nuo 14 metų.',
        ],
        [
          'William Shakespeare’s Hamlet in a new interpretation by the theatre company Open Window: the story of a young man trying to stay honest in a world where everyone is acting. The royal court of Denmark becomes a contemporary labyrinth of glass and mirrors.',
          'Minimalist set design, live music and a young ensemble turn the classic tragedy into a gripping conversation about truth, power and responsibility. Performed in Lithuanian with English surtitles.',
          'The performance runs for about three hours with one interval. Recommended for ages 14 and up.',
        ],
      ),
      organizer: 'Teatro kompanija „Atviras langas“',
      venue: VENUES.nationalDrama,
      daysAhead: 9,
      utcHour: 16,
      duration: THREE_HOURS,
      maxAttendees: 650,
      features: list(
        [
          'Angliški titrai',
          'Viena pertrauka, trukmė apie 3 val.',
          'Rekomenduojama nuo 14 metų',
          'Gyvai atliekama muzika',
        ],
        ['English surtitles', 'One interval, about 3 hours', 'Recommended for ages 14+', 'Live music'],
      ),
      images: [image('theater-crown'), image('theater-curtain')],
      tickets: [
        {
          slug: 'stalls',
          name: STALLS,
          description: text('Numeruotos vietos parteryje.', 'Numbered seats in the stalls.'),
          priceCents: 3200,
          quantity: 350,
          maxPerOrder: 6,
        },
        {
          slug: 'balcony',
          name: BALCONY,
          description: text('Numeruotos vietos balkone.', 'Numbered seats on the balcony.'),
          priceCents: 2200,
          quantity: 200,
          maxPerOrder: 6,
        },
        {
          slug: 'students',
          name: STUDENTS,
          description: STUDENT_ID,
          priceCents: 1500,
          quantity: 80,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: false,
    },
    {
      slug: 'swan-lake-opera-and-ballet-theatre',
      category: 'Theater',
      name: text('Gulbių ežeras', 'Swan Lake'),
      description: paragraphs(
        [
          'Piotro Čaikovskio „Gulbių ežeras“ – vienas gražiausių visų laikų baletų – Lietuvos nacionalinio operos ir baleto teatro scenoje. Gastroliuojanti Baltijos baleto kompanija pasakoja klasikinę istoriją apie princą Zigfridą ir užburtą gulbių karalienę Odetę.',
          'Spektaklį lydi gyvai grojantis simfoninis orkestras, o klasikinę choreografiją papildo nauji, šviesa grįsti scenovaizdžiai. Tai puiki proga pirmą kartą susipažinti su baletu arba vėl pasinerti į mėgstamą kūrinį.',
          'Trukmė – apie 2 val. 30 min. su dviem pertraukomis.',
        ],
        [
          'Pyotr Tchaikovsky’s Swan Lake – one of the most beautiful ballets of all time – on the stage of the Lithuanian National Opera and Ballet Theatre. The touring Baltic Ballet Company tells the classic story of Prince Siegfried and Odette, the enchanted Swan Queen.',
          'A live symphony orchestra accompanies the performance, and the classical choreography is complemented by new stage designs built around light. A perfect chance to discover ballet for the first time or to fall in love with a favourite all over again.',
          'Running time is about 2 hours 30 minutes with two intervals.',
        ],
      ),
      organizer: 'Baltijos baleto kompanija',
      venue: VENUES.operaBallet,
      daysAhead: 24,
      utcHour: 16,
      duration: THREE_HOURS,
      maxAttendees: 1100,
      features: list(
        ['Gyvai grojantis simfoninis orkestras', 'Klasikinė choreografija', 'Dvi pertraukos', 'Tinka visai šeimai'],
        ['Live symphony orchestra', 'Classical choreography', 'Two intervals', 'Suitable for the whole family'],
      ),
      images: [image('theater-swan'), image('theater-opera-house')],
      tickets: [
        {
          slug: 'stalls',
          name: STALLS,
          description: text('Numeruotos vietos parteryje.', 'Numbered seats in the stalls.'),
          priceCents: 6500,
          quantity: 500,
          maxPerOrder: 6,
        },
        {
          slug: 'box',
          name: text('Ložė', 'Box'),
          description: text(
            'Vieta vienoje iš ložių – jaukiausias vaizdas į sceną ir orkestrą.',
            'A seat in one of the boxes – the most intimate view of the stage and orchestra.',
          ),
          priceCents: 9500,
          quantity: 60,
          maxPerOrder: 4,
        },
        {
          slug: 'balcony',
          name: BALCONY,
          description: text('Numeruotos vietos balkonuose.', 'Numbered seats in the balconies.'),
          priceCents: 3900,
          quantity: 450,
          maxPerOrder: 6,
        },
        {
          slug: 'students',
          name: STUDENTS,
          description: STUDENT_ID,
          priceCents: 1900,
          quantity: 20,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: false,
    },
    {
      slug: 'cherry-orchard-kaunas-drama-theatre',
      category: 'Theater',
      name: text('Vyšnių sodas', 'The Cherry Orchard'),
      description: paragraphs(
        [
          'Antono Čechovo „Vyšnių sodas“ – komedija apie žmones, kurie per ilgai atsisveikina su praeitimi. Kauno teatro dirbtuvių spektaklyje žydintis sodas tampa visos šeimos prisiminimų ir neišsipildžiusių vilčių simboliu.',
          'Jautri, ironiška ir šiuolaikiška pastatymo kalba primena, kad Čechovo klausimai – ką išsaugoti, o ką paleisti – mums vis dar artimi. Spektaklis rodomas Kauno valstybinio dramos teatro Didžiojoje salėje.',
          'Trukmė – apie 2 val. 40 min. su viena pertrauka. Po spektaklio – pokalbis su kūrėjais.',
        ],
        [
          'Anton Chekhov’s The Cherry Orchard – a comedy about people who take too long to say goodbye to the past. In this production by Kaunas Theatre Workshop, the blossoming orchard becomes a symbol of a family’s memories and unfulfilled hopes.',
          'Tender, ironic and contemporary, the staging reminds us that Chekhov’s questions – what to keep and what to let go – are still close to us. The performance takes place on the Main Stage of Kaunas State Drama Theatre.',
          'Running time is about 2 hours 40 minutes with one interval, followed by a talk with the creative team.',
        ],
      ),
      organizer: 'Kauno teatro dirbtuvės',
      venue: VENUES.kaunasDrama,
      daysAhead: 38,
      utcHour: 15,
      utcMinute: 30,
      duration: OPEN,
      maxAttendees: 550,
      features: list(
        ['Didžioji salė', 'Viena pertrauka', 'Rekomenduojama nuo 12 metų', 'Pokalbis su kūrėjais po spektaklio'],
        ['Main Stage', 'One interval', 'Recommended for ages 12+', 'Post-show talk with the creative team'],
      ),
      images: [image('theater-orchard'), image('theater-curtain')],
      tickets: [
        {
          slug: 'stalls',
          name: STALLS,
          description: text('Numeruotos vietos parteryje.', 'Numbered seats in the stalls.'),
          priceCents: 2600,
          quantity: 300,
          maxPerOrder: 6,
        },
        {
          slug: 'balcony',
          name: BALCONY,
          description: text('Numeruotos vietos balkone.', 'Numbered seats on the balcony.'),
          priceCents: 1800,
          quantity: 150,
          maxPerOrder: 6,
        },
        {
          slug: 'students',
          name: STUDENTS,
          description: STUDENT_ID,
          priceCents: 1500,
          quantity: 60,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: false,
    },
    {
      slug: 'midsummer-night-dream-klaipeda',
      category: 'Theater',
      name: text('Vasarvidžio nakties sapnas', 'A Midsummer Night’s Dream'),
      description: paragraphs(
        [
          'Shakespeare’o komedija apie įsimylėjėlius, fėjas ir vieną labai keistą naktį miške – pajūrio trupės „Kopų teatras“ pastatyme. Žiūrovų laukia muzika, judesys, daugybė humoro ir stebuklinga šviesų scenografija.',
          'Spektaklis puikiai tinka pirmajai pažinčiai su Shakespeare’u: tekstas skamba gyvai ir suprantamai, o užburtas miškas atgyja čia pat, žiūrovų akyse.',
          'Trukmė – apie 2 val. 15 min. su viena pertrauka.',
        ],
        [
          'Shakespeare’s comedy of lovers, fairies and one very strange night in the forest, staged by the seaside company Dune Theatre. Expect music, movement, plenty of humour and magical lighting design.',
          'The production is a perfect first encounter with Shakespeare: the text sounds lively and accessible, and the enchanted forest comes to life right before the audience’s eyes.',
          'Running time is about 2 hours 15 minutes with one interval.',
        ],
      ),
      organizer: 'VšĮ „Kopų teatras“',
      venue: VENUES.klaipedaDrama,
      daysAhead: 52,
      utcHour: 15,
      duration: THREE_HOURS,
      maxAttendees: 500,
      features: list(
        ['Tinka šeimoms su paaugliais', 'Gyva muzika ir judesio teatras', 'Viena pertrauka'],
        ['Great for families with teenagers', 'Live music and physical theatre', 'One interval'],
      ),
      images: [image('theater-midsummer'), image('theater-curtain')],
      tickets: [
        {
          slug: 'stalls',
          name: STALLS,
          description: text('Numeruotos vietos parteryje.', 'Numbered seats in the stalls.'),
          priceCents: 2400,
          quantity: 280,
          maxPerOrder: 8,
        },
        {
          slug: 'balcony',
          name: BALCONY,
          description: text('Numeruotos vietos balkone.', 'Numbered seats on the balcony.'),
          priceCents: 1600,
          quantity: 120,
          maxPerOrder: 8,
        },
        {
          slug: 'family',
          name: FAMILY,
          description: FAMILY_DESCRIPTION,
          priceCents: 6900,
          quantity: 50,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: false,
    },

    // ---------------------------------------------------------------- Sports
    {
      slug: 'basketball-derby-kaunas-oaks-vilnius-wolves',
      category: 'Sports',
      name: text(
        'Krepšinio derbis: Kauno „Ąžuolai“ – Vilniaus „Vilkai“',
        'Basketball Derby: Kaunas Oaks vs Vilnius Wolves',
      ),
      description: paragraphs(
        [
          'Dviejų didžiausių Lietuvos miestų komandos vėl susitinka aikštėje. Kauno „Ąžuolai“ ir Vilniaus „Vilkai“ – varžovai, kurių dvikovos kasmet sutraukia pilnas arenas ir dažnai išsisprendžia paskutinėmis sekundėmis.',
          'Prieš rungtynes arenos prieigose veiks sirgalių zona su muzika, žaidimais ir autografų sesija, o per pertraukas žiūrovų laukia šokėjų pasirodymai ir prizai.',
          'Bilietus rekomenduojame įsigyti iš anksto – į ankstesnius derbius jie buvo išparduoti per kelias dienas.',
        ],
        [
          'The teams of Lithuania’s two biggest cities meet on court once again. Kaunas Oaks and Vilnius Wolves are rivals whose clashes pack arenas every season and are often decided in the final seconds.',
          'Before tip-off, a fan zone outside the arena offers music, games and an autograph session, while the breaks feature dance performances and prizes for the crowd.',
          'We recommend buying tickets early – previous derbies sold out within days.',
        ],
      ),
      organizer: 'Krepšinio renginių centras',
      venue: VENUES.zalgirisArena,
      daysAhead: 12,
      utcHour: 16,
      utcMinute: 30,
      duration: OPEN,
      maxAttendees: 5000,
      features: list(
        ['Sirgalių zona prieš rungtynes', 'Autografų sesija', 'Šokėjų pasirodymai ir prizai', 'Šeimos bilietai'],
        ['Fan zone before the game', 'Autograph session', 'Dance shows and prizes', 'Family tickets'],
      ),
      images: [image('sports-basketball'), image('sports-arena'), image('sports-motion')],
      tickets: [
        {
          slug: 'upper-tier',
          name: text('Viršutinės tribūnos', 'Upper tier'),
          description: text('Numeruota vieta viršutinėse tribūnose.', 'A numbered seat in the upper tier.'),
          priceCents: 1500,
          quantity: 2000,
          maxPerOrder: 10,
        },
        {
          slug: 'lower-tier',
          name: text('Apatinės tribūnos', 'Lower tier'),
          description: text(
            'Numeruota vieta apatinėse tribūnose, arčiau aikštės.',
            'A numbered seat in the lower tier, closer to the court.',
          ),
          priceCents: 3500,
          quantity: 2000,
          maxPerOrder: 10,
        },
        {
          slug: 'courtside',
          name: text('Prie aikštės', 'Courtside'),
          description: text(
            'Pirmoji eilė prie pat aikštės, svečių zona ir rungtynių marškinėliai.',
            'Front row right by the court, hospitality lounge access and a game-day jersey.',
          ),
          priceCents: 18000,
          quantity: 50,
          maxPerOrder: 4,
        },
        {
          slug: 'family',
          name: FAMILY,
          description: FAMILY_DESCRIPTION,
          priceCents: 6000,
          quantity: 300,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: true,
    },
    {
      slug: 'baltic-ice-hockey-cup-final-vilnius',
      category: 'Sports',
      name: text('Baltijos ledo ritulio taurės finalas', 'Baltic Ice Hockey Cup Final'),
      description: paragraphs(
        [
          'Po įtempto sezono kovoje dėl Baltijos ledo ritulio taurės liko dvi komandos: Vilniaus „Lūšys“ ir Rygos „Šiaurės vėjai“. Finalas vyks Vilniuje, vienoje moderniausių šalies arenų.',
          'Greitis, jėga ir taktika – ledo ritulys yra viena dinamiškiausių sporto šakų, o gyvai jį stebėti ypač įspūdinga. Tarp kėlinių žiūrovų laukia DJ muzika, konkursai, o po rungtynių – taurės įteikimo ceremonija.',
          'Arenoje vėsu, todėl patariame pasiimti šiltesnį drabužį.',
        ],
        [
          'After a hard-fought season, two teams remain in the race for the Baltic Ice Hockey Cup: Vilnius Lynxes and Riga North Winds. The final takes place in Vilnius, in one of the most modern arenas in the country.',
          'Speed, power and tactics – ice hockey is one of the most dynamic sports there is, and it is especially thrilling to watch live. Between periods the crowd can enjoy DJ sets and contests, followed by the trophy ceremony after the final whistle.',
          'It is cool inside the arena, so bring an extra layer.',
        ],
      ),
      organizer: 'Nordic Ice Events',
      venue: VENUES.aviaArena,
      daysAhead: 27,
      utcHour: 16,
      duration: THREE_HOURS,
      maxAttendees: 2500,
      features: list(
        ['Taurės įteikimo ceremonija', 'DJ ir konkursai per pertraukas', 'Numeruotos sėdimos vietos'],
        ['Trophy ceremony', 'DJ and contests during breaks', 'Numbered seating'],
      ),
      images: [image('sports-hockey'), image('sports-arena')],
      tickets: [
        {
          slug: 'standard',
          name: text('Standartinis', 'Standard'),
          description: text('Numeruota vieta tribūnose.', 'A numbered seat in the stands.'),
          priceCents: 2200,
          quantity: 1800,
          maxPerOrder: 10,
        },
        {
          slug: 'rinkside',
          name: text('Prie ledo', 'Rinkside'),
          description: text('Pirmosios eilės prie pat aikštės borto.', 'Front rows right against the boards.'),
          priceCents: 5500,
          quantity: 300,
          maxPerOrder: 6,
        },
        {
          slug: 'vip-box',
          name: text('VIP ložė', 'VIP box'),
          description: text(
            'Vieta uždaroje ložėje su vaišėmis ir geriausiu vaizdu į aikštę.',
            'A seat in a private box with catering and the best view of the rink.',
          ),
          priceCents: 12000,
          quantity: 80,
          maxPerOrder: 4,
        },
      ],
      published: true,
      featured: false,
    },
    {
      slug: 'aukstaitija-volleyball-cup-final-panevezys',
      category: 'Sports',
      name: text('Aukštaitijos tinklinio taurės finalas', 'Aukštaitija Volleyball Cup Final'),
      description: paragraphs(
        [
          'Geriausios regiono tinklinio komandos susitinka Panevėžyje, kur paaiškės Aukštaitijos taurės laimėtojai. Dienos programoje – moterų ir vyrų finalai, o pagrindinėse rungtynėse žais Panevėžio „Aitvarai“ ir Utenos „Ereliai“.',
          'Tarp rungtynių – jaunųjų tinklininkų parodomosios varžybos, žiūrovų konkursai ir galimybė nusifotografuoti su taure.',
          'Vienas bilietas galioja visai dienos programai.',
        ],
        [
          'The region’s best volleyball teams meet in Panevėžys to decide the winners of the Aukštaitija Cup. The programme includes both the women’s and men’s finals, with the headline match between Panevėžys Kites and Utena Eagles.',
          'Between matches there are exhibition games by young players, fan contests and a chance to take a photo with the trophy.',
          'One ticket is valid for the whole day’s programme.',
        ],
      ),
      organizer: 'Panevėžio sporto renginiai',
      venue: VENUES.cidoArena,
      daysAhead: 66,
      utcHour: 10,
      duration: OPEN,
      maxAttendees: 2000,
      features: list(
        [
          'Moterų ir vyrų finalai',
          'Bilietas galioja visai dienai',
          'Nuotraukos su taure',
          'Vaikams iki 7 metų – nemokamai',
        ],
        [
          'Women’s and men’s finals',
          'One ticket for the whole day',
          'Photos with the trophy',
          'Free entry for children under 7',
        ],
      ),
      images: [image('sports-volleyball'), image('sports-motion')],
      tickets: [
        {
          slug: 'standard',
          name: text('Standartinis', 'Standard'),
          description: text('Laisvai pasirenkama vieta tribūnose.', 'Unreserved seating in the stands.'),
          priceCents: 1500,
          quantity: 1500,
          maxPerOrder: 10,
        },
        {
          slug: 'family',
          name: FAMILY,
          description: FAMILY_DESCRIPTION,
          priceCents: 4000,
          quantity: 200,
          maxPerOrder: 4,
        },
        {
          slug: 'courtside',
          name: text('Prie aikštės', 'Courtside'),
          description: text(
            'Numeruota vieta pirmosiose eilėse prie aikštės.',
            'A numbered seat in the front rows by the court.',
          ),
          priceCents: 3500,
          quantity: 100,
          maxPerOrder: 6,
        },
      ],
      published: true,
      featured: false,
    },
  ];
}

/** Dates are relative to `now` so the demo never goes stale. */
export function demoCatalog(now: Date): DemoEvent[] {
  return specs().map((spec) => build(now, spec));
}
