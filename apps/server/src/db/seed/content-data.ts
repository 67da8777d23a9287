import type { PublicEpisode } from '@app/contracts/public-content';

export interface BookSeed {
  id: string;
  title: string;
  subtitle: string | null;
  authorName: string;
  genre: string;
  format: string;
  description: string;
  publishedOn: string;
  isbn: string;
  pages: number;
  coverColor: string;
  buyUrl: string | null;
  linkedAuthorEmail: string | null;
}

/** A podcast episode as the public site shows it. */
export type EpisodeSeed = PublicEpisode;

export interface TestimonialSeed {
  authorName: string;
  bookTitle: string;
  service: string;
  quote: string;
  rating: number;
  location: string;
}

export const books: readonly BookSeed[] = [
  {
    id: 'tidewater-letters',
    title: 'Tidewater Letters',
    subtitle: null,
    authorName: 'Eleanor Hart',
    genre: 'Historical Fiction',
    format: 'Paperback, Hardcover, eBook',
    description:
      "In 1943, Ada Merritt takes over her missing father's oyster boat on the Chesapeake Bay and finds a bundle of letters hidden beneath the deck boards, written in a code she half remembers from childhood. As the war reaches even the quiet tidewater towns, Ada has to decide how far she will go to learn what her father was hiding, and who he was hiding it from.\n\nTold through Ada's voice and the letters themselves, Tidewater Letters is a novel about loyalty, a working waterfront and the stories families choose not to tell. Readers of wartime home-front fiction will find a heroine who is stubborn, funny and impossible to forget.",
    publishedOn: '2025-04-15',
    isbn: '979-8-88412-031-0',
    pages: 384,
    coverColor: '#1F4E5F',
    buyUrl: null,
    linkedAuthorEmail: 'author@example.com',
  },
  {
    id: 'the-orchard-at-bellwether',
    title: 'The Orchard at Bellwether',
    subtitle: null,
    authorName: 'Eleanor Hart',
    genre: "Women's Fiction",
    format: 'Paperback, eBook',
    description:
      'When her grandmother leaves her a failing apple orchard in the Virginia hills, Claire Bellamy plans to sell it by the end of the season. Then she meets the neighbors who have kept the orchard running for free, the bank manager who wants it gone, and a cider press that has not worked since 1979.\n\nWarm, sharply observed and rooted in the rhythm of a single harvest, The Orchard at Bellwether is a story about second chances, small-town stubbornness and what it really means to inherit a place.',
    publishedOn: '2022-09-20',
    isbn: '979-8-88412-178-2',
    pages: 312,
    coverColor: '#7A3E2B',
    buyUrl: null,
    linkedAuthorEmail: 'author@example.com',
  },
  {
    id: 'midnight-at-harrow-creek',
    title: 'Midnight at Harrow Creek',
    subtitle: null,
    authorName: 'Renee Castillo',
    genre: 'Mystery & Thriller',
    format: 'Paperback, eBook, Audiobook',
    description:
      "Sheriff's deputy Lena Ortiz has seen plenty of trouble in Harrow Creek, New Mexico, but never a body left in the middle of the county fairground with no footprints in the dust around it. The victim is a land surveyor with enemies on every ranch in the valley, and the only witness is a twelve-year-old who swears she saw headlights on a road that has been closed for years.\n\nTaut, atmospheric and full of high-desert detail, Midnight at Harrow Creek introduces a detective who listens more than she talks and a town that would rather keep its secrets buried.",
    publishedOn: '2024-10-08',
    isbn: '979-8-89256-044-3',
    pages: 296,
    coverColor: '#1C1C2E',
    buyUrl: null,
    linkedAuthorEmail: null,
  },
  {
    id: 'quiet-ledger',
    title: 'Quiet Ledger',
    subtitle: 'Money Habits for Freelancers and Creative Professionals',
    authorName: 'Daniel Okafor',
    genre: 'Business & Personal Finance',
    format: 'Paperback, eBook',
    description:
      'Irregular income does not have to mean irregular finances. Drawing on fifteen years as an accountant for designers, photographers and writers, Daniel Okafor lays out a simple system for paying yourself a steady salary, setting aside taxes without panic and building savings in lean months as well as good ones.\n\nQuiet Ledger includes worksheets, sample budgets and plain-language explanations of quarterly estimated taxes, retirement accounts for the self-employed and pricing your work with confidence. It is the practical money book many creative professionals wish they had been given on their first day of freelancing.',
    publishedOn: '2023-02-07',
    isbn: '979-8-89256-310-9',
    pages: 232,
    coverColor: '#2E6B4F',
    buyUrl: null,
    linkedAuthorEmail: null,
  },
  {
    id: 'pip-and-the-paper-moon',
    title: 'Pip and the Paper Moon',
    subtitle: null,
    authorName: 'Hannah Whitaker',
    genre: "Children's Picture Book",
    format: 'Hardcover, Paperback',
    description:
      'Pip the field mouse cannot sleep, because the moon has disappeared behind the clouds and the whole meadow is dark. So Pip gathers paper, glue and a few brave friends to build a brand-new moon of their own, and discovers that the night is less frightening when you face it together.\n\nWith gentle rhyme and soft watercolor illustrations, Pip and the Paper Moon is a bedtime story for ages three to six about courage, creativity and friendship.',
    publishedOn: '2025-11-04',
    isbn: '979-8-98731-402-9',
    pages: 32,
    coverColor: '#3B5BA5',
    buyUrl: null,
    linkedAuthorEmail: null,
  },
  {
    id: 'ninety-miles-of-sky',
    title: 'Ninety Miles of Sky',
    subtitle: 'A Memoir of Flight, Family and Starting Over',
    authorName: 'Marcus Delgado',
    genre: 'Memoir',
    format: 'Paperback, eBook, Audiobook',
    description:
      'Marcus Delgado spent twenty-two years flying cargo planes over the Gulf of Mexico, always ninety miles from somewhere. When a medical diagnosis grounded him at fifty, he returned to the Florida town where his parents had arrived with two suitcases and a borrowed address, and began to piece together the story they had never fully told him.\n\nHonest, funny and deeply moving, Ninety Miles of Sky is a memoir about work, identity, immigrant families and learning to live on the ground. It grew out of notebooks Marcus kept in cockpits for two decades.',
    publishedOn: '2021-06-15',
    isbn: '979-8-98731-655-9',
    pages: 274,
    coverColor: '#D98E32',
    buyUrl: null,
    linkedAuthorEmail: null,
  },
  {
    id: 'the-cast-iron-table',
    title: 'The Cast-Iron Table',
    subtitle: 'Southern Recipes from Three Generations',
    authorName: 'Lorraine Bishop',
    genre: 'Cookbook',
    format: 'Full Color Hardcover, eBook',
    description:
      "Lorraine Bishop learned to cook in her grandmother's Georgia kitchen, where one well-seasoned skillet did most of the work. This cookbook gathers more than ninety family recipes, from buttermilk cornbread and smothered pork chops to peach hand pies, each tested for modern kitchens and photographed in full color.\n\nAlongside the recipes are stories, kitchen notes and tips on caring for cast iron, making The Cast-Iron Table as much a family album as a cookbook and a welcome gift for anyone who cooks for the people they love.",
    publishedOn: '2024-05-21',
    isbn: '979-8-85930-117-1',
    pages: 208,
    coverColor: '#8B2E2E',
    buyUrl: null,
    linkedAuthorEmail: null,
  },
  {
    id: 'ashes-of-the-ninth-gate',
    title: 'Ashes of the Ninth Gate',
    subtitle: 'The Emberfall Cycle, Book One',
    authorName: 'Tobias Reyes',
    genre: 'Epic Fantasy',
    format: 'Paperback, eBook',
    description:
      'For three hundred years the Nine Gates have kept the ash-storms out of the kingdom of Velmara. Now the ninth gate is cracking, its keepers are dying, and the only person who can read the runes that hold it together is Sera Voss, a disgraced apprentice who was exiled for trying to open it.\n\nAshes of the Ninth Gate opens a sweeping new fantasy series of fractured loyalties, old magic and a world on the edge of collapse. Fans of intricate magic systems and morally gray heroes will find plenty to devour.',
    publishedOn: '2026-03-10',
    isbn: '979-8-85930-286-4',
    pages: 512,
    coverColor: '#4A2C6B',
    buyUrl: null,
    linkedAuthorEmail: null,
  },
];

export const episodes: readonly EpisodeSeed[] = [
  {
    id: 'what-readers-judge-in-a-cover',
    number: 1,
    title: 'What Readers Actually Judge in a Cover',
    summary:
      'Cover designer Priya Raman explains how readers decide in under two seconds whether a book is for them, and why the best covers borrow the visual language of their genre without copying it.',
    guestName: 'Priya Raman',
    guestTitle: 'Book Cover Designer',
    durationSeconds: 2460,
    publishedOn: '2026-08-04',
    showNotes: [
      'Why genre signals matter more than personal taste',
      'Testing a cover at thumbnail size on a phone screen',
      'Typography mistakes that make a book look self-published',
      'When a series needs a cover refresh',
      'How to write a useful brief for your designer',
    ],
    audioUrl: null,
  },
  {
    id: 'copy-editing-without-losing-your-voice',
    number: 2,
    title: 'Copy Editing Without Losing Your Voice',
    summary:
      'Senior copy editor Colette Marsh walks through what a copy edit does and does not change, how to read tracked changes without feeling defensive, and why a style sheet is the most underrated document in publishing.',
    guestName: 'Colette Marsh',
    guestTitle: 'Senior Copy Editor',
    durationSeconds: 2215,
    publishedOn: '2026-08-11',
    showNotes: [
      'The difference between developmental editing, copy editing and proofreading',
      'How editors handle dialect, slang and deliberate fragments',
      'Reading tracked changes in batches instead of all at once',
      'Building a style sheet for a series',
      'What to do when you disagree with an edit',
    ],
    audioUrl: null,
  },
  {
    id: 'amazon-ads-on-a-small-budget',
    number: 3,
    title: 'Amazon Ads on a Small Budget',
    summary:
      'Advertising strategist Ben Sorensen shares how authors can start with a modest daily budget, read their first month of data and decide which campaigns deserve more money.',
    guestName: 'Ben Sorensen',
    guestTitle: 'Amazon Advertising Strategist',
    durationSeconds: 2890,
    publishedOn: '2026-08-18',
    showNotes: [
      'Automatic versus manual campaigns for a first launch',
      'Choosing comparable titles for product targeting',
      'What ACoS means and when a high number is acceptable',
      'Negative keywords that save money in week one',
      'Why your product page matters more than your bid',
      'Read-through and the economics of a series',
    ],
    audioUrl: null,
  },
  {
    id: 'from-cockpit-notebooks-to-memoir',
    number: 4,
    title: 'From Cockpit Notebooks to Memoir',
    summary:
      'Author Marcus Delgado talks about turning twenty years of handwritten notebooks into Ninety Miles of Sky, writing honestly about living family members, and recording his own audiobook.',
    guestName: 'Marcus Delgado',
    guestTitle: 'Author of Ninety Miles of Sky',
    durationSeconds: 3120,
    publishedOn: '2026-08-25',
    showNotes: [
      'Finding the shape of a memoir in decades of notes',
      'Asking family for permission, and what to do when they say no',
      'Typing up handwritten pages before the first edit',
      'Narrating your own audiobook: preparation and stamina',
      'How local bookstores helped a debut memoir find readers',
    ],
    audioUrl: null,
  },
  {
    id: 'casting-the-right-narrator',
    number: 5,
    title: 'Casting the Right Narrator',
    summary:
      'Audiobook narrator Gloria Fenwick explains what happens inside a recording booth, how to judge an audition and why a pronunciation guide can save days of re-recording.',
    guestName: 'Gloria Fenwick',
    guestTitle: 'Audiobook Narrator',
    durationSeconds: 2540,
    publishedOn: '2026-09-08',
    showNotes: [
      'What to listen for in a narrator audition',
      'Single narrator, dual narration and full cast',
      'Preparing a pronunciation guide for names and places',
      'How long a finished hour of audio really takes to produce',
      'Giving notes to a narrator without micromanaging',
    ],
    audioUrl: null,
  },
  {
    id: 'picture-books-page-turns-and-pacing',
    number: 6,
    title: 'Picture Books: Page Turns and Pacing',
    summary:
      'Hannah Whitaker, author of Pip and the Paper Moon, shares how she storyboarded her picture book, worked with an illustrator and learned to cut her text by half.',
    guestName: 'Hannah Whitaker',
    guestTitle: "Children's Author",
    durationSeconds: 2075,
    publishedOn: '2026-09-15',
    showNotes: [
      'Why most picture books are 32 pages',
      'Using the page turn as a storytelling tool',
      'Leaving room for the illustrations to do the work',
      'Feedback from reading drafts aloud to real children',
      'Marketing a picture book to schools and libraries',
    ],
    audioUrl: null,
  },
  {
    id: 'building-an-email-list-before-launch',
    number: 7,
    title: 'Building an Email List Before Launch',
    summary:
      'Author marketing consultant Theo Grant explains why an email list is the one audience an author truly owns, and how to grow one before your first book is even out.',
    guestName: 'Theo Grant',
    guestTitle: 'Author Marketing Consultant',
    durationSeconds: 2760,
    publishedOn: '2026-09-22',
    showNotes: [
      'Reader magnets that work in fiction and nonfiction',
      'Where to place signup forms on your author website',
      'How often to email and what to say',
      'Turning giveaway entrants into subscribers',
      'Measuring list health beyond subscriber count',
    ],
    audioUrl: null,
  },
  {
    id: 'taking-your-book-into-new-languages',
    number: 8,
    title: 'Taking Your Book into New Languages',
    summary:
      'Literary translator Ines Carvalho discusses how translators preserve voice and humor, how to choose a first translation market and what authors should know about translation rights.',
    guestName: 'Ines Carvalho',
    guestTitle: 'Literary Translator',
    durationSeconds: 2630,
    publishedOn: '2026-09-29',
    showNotes: [
      'Why literal translation rarely works for fiction',
      'Choosing a first language based on reader demand',
      'The sample chapter and glossary stage',
      'Who owns a translation, and why it matters',
      'Localizing titles, blurbs and covers for new markets',
    ],
    audioUrl: null,
  },
  {
    id: 'getting-local-press-for-your-book',
    number: 9,
    title: 'Getting Local Press for Your Book',
    summary:
      'Former newspaper features editor Dana Whitfield explains what makes a book launch newsworthy, how to pitch local reporters and what a useful media kit looks like.',
    guestName: 'Dana Whitfield',
    guestTitle: 'Former Features Editor',
    durationSeconds: 2380,
    publishedOn: '2026-10-06',
    showNotes: [
      'Finding the local angle in your story',
      'Subject lines that get a pitch opened',
      'What editors want in a press release, and what they skip',
      'Preparing for a radio or podcast interview',
      'Following up without becoming a nuisance',
    ],
    audioUrl: null,
  },
  {
    id: 'planning-holiday-sales-for-indie-authors',
    number: 10,
    title: 'Planning Holiday Sales for Indie Authors',
    summary:
      'Thriller author Renee Castillo and Quillbridge marketing director Ruth Adebayo map out a fourth-quarter plan, from price promotions and gift guides to ad budgets when competition is highest.',
    guestName: 'Renee Castillo',
    guestTitle: 'Author of Midnight at Harrow Creek',
    durationSeconds: 3005,
    publishedOn: '2026-10-13',
    showNotes: [
      'Why November and December ad costs rise, and how to plan for it',
      'Price promotions on backlist titles',
      'Getting your book into local gift guides',
      'Signed copies and bookstore events in the holiday season',
      'Setting up January campaigns before the break',
    ],
    audioUrl: null,
  },
];

export const testimonials: readonly TestimonialSeed[] = [
  {
    authorName: 'Eleanor Hart',
    bookTitle: "The Lantern Keeper's Daughter",
    service: 'Copy Editing',
    quote:
      'My editor caught a timeline error that had survived four drafts and three beta readers. The style sheet alone was worth it, because I now use it for every book. The changes respected my voice completely.',
    rating: 5,
    location: 'Annapolis, Maryland',
  },
  {
    authorName: 'Renee Castillo',
    bookTitle: 'Midnight at Harrow Creek',
    service: 'Amazon Advertising Campaign',
    quote:
      'I had been burning money on ads I did not understand. Within two months my cost of sales was down by more than a third and the book was climbing in its category. The monthly reports are clear enough that I finally know what is working.',
    rating: 5,
    location: 'Santa Fe, New Mexico',
  },
  {
    authorName: 'Daniel Okafor',
    bookTitle: 'Quiet Ledger',
    service: 'Black and White Publishing',
    quote:
      'The interior looks exactly like the business books I admire, and the cover finally made my book look as serious as its content. My project manager answered every question within a day and the whole process took eleven weeks.',
    rating: 5,
    location: 'Columbus, Ohio',
  },
  {
    authorName: 'Hannah Whitaker',
    bookTitle: 'Pip and the Paper Moon',
    service: "Children's Book Publishing",
    quote:
      'They matched me with an illustrator whose watercolors were exactly what I had pictured. The storyboard stage helped me cut my text in a way I never could have on my own. Parents tell me their children ask for it every night.',
    rating: 5,
    location: 'Burlington, Vermont',
  },
  {
    authorName: 'Marcus Delgado',
    bookTitle: 'Ninety Miles of Sky',
    service: 'Data Entry Services',
    quote:
      'I mailed them nine notebooks full of handwriting that even I struggle to read. Everything came back typed, with a short list of words they were not sure about, and every notebook was returned safely. That was the moment my memoir became real.',
    rating: 5,
    location: 'Tampa, Florida',
  },
  {
    authorName: 'Lorraine Bishop',
    bookTitle: 'The Cast-Iron Table',
    service: 'Full Color Publishing',
    quote:
      'My food photos were taken in my own kitchen and I worried they would not print well. The team corrected every image and the printed proof looked better than I hoped. It took a little longer than planned, but the result was worth the wait.',
    rating: 4,
    location: 'Savannah, Georgia',
  },
  {
    authorName: 'Tobias Reyes',
    bookTitle: 'Ashes of the Ninth Gate',
    service: 'Goodreads Giveaways',
    quote:
      'The giveaway put my debut on well over a thousand Want to Read shelves before launch day. The follow-up messages to winners brought in my first reviews. It was the best early momentum I could have asked for as an unknown fantasy author.',
    rating: 5,
    location: 'Portland, Oregon',
  },
  {
    authorName: 'Gwendolyn Pierce',
    bookTitle: 'The Keeper of Small Things',
    service: 'Audiobook Services',
    quote:
      'Hearing the auditions of my own first chapter was surreal. The narrator we chose brought my characters to life, and the proofing team caught pronunciation slips I would have missed. The files were accepted by every retailer on the first try.',
    rating: 5,
    location: 'Asheville, North Carolina',
  },
  {
    authorName: 'Samuel Whitcombe',
    bookTitle: 'Leading from the Middle',
    service: 'Press Release Campaign',
    quote:
      'The writer found an angle about my years as a school principal that I would never have thought to lead with. Two local papers and a regional radio show picked it up. I would have liked a slightly longer pitching window, but the coverage led directly to speaking invitations.',
    rating: 4,
    location: 'Des Moines, Iowa',
  },
];
