export interface ServicePageContent {
  path: string;
  serviceId: string | null;
  title: string;
  metaTitle: string;
  metaDescription: string;
  heroLead: string;
  intro: string[];
  process: { title: string; body: string }[];
  highlights: { title: string; body: string }[];
  faqs: { question: string; answer: string }[];
  ctaTitle: string;
  ctaBody: string;
}

export const servicePages: readonly ServicePageContent[] = [
  // ------------------------------------------------------------ Overview pages
  {
    path: '/publishing-packages',
    serviceId: null,
    title: 'Publishing Packages for Independent Authors',
    metaTitle: 'Book Publishing Packages | Quillbridge Publishing',
    metaDescription:
      'Self-publishing packages for print, eBook and audio: editing, cover and interior design, ISBNs and global distribution. You keep your rights and royalties.',
    heroLead:
      'Everything it takes to turn a finished manuscript into a professional book, with a dedicated project manager and no surrender of rights.',
    intro: [
      'Independent publishing gives you control over your book, but it also asks you to become an editor, designer, typesetter and distributor at once. Our publishing packages bring those roles together under one team, so you can make the decisions that matter and leave the technical work to people who do it every day.',
      'Every package is scoped to your manuscript. A 60,000-word novel, a full color cookbook and a 32-page picture book need different skills, different printers and different timelines, so we start with a conversation and a written quote rather than a one-size price list. The one exception is copy editing, which is billed at a transparent per-word rate.',
      'Whatever you choose, the book stays yours. Your name appears as the publisher of record if you wish, you approve every proof, and royalties from retailers are paid straight to your own accounts.',
    ],
    process: [
      {
        title: 'Strategy call',
        body: 'We talk through your manuscript, your readers, your timeline and your budget, then recommend the formats and services that fit.',
      },
      {
        title: 'Written quote and agreement',
        body: 'You receive an itemized quote and a plain-language service agreement, with the option to pay in installments.',
      },
      {
        title: 'Production',
        body: 'Editing, design, typesetting and conversion run in clear milestones that you can follow in your author dashboard.',
      },
      {
        title: 'Release and distribution',
        body: 'After you approve the final proofs we publish your editions and confirm every live retail listing with you.',
      },
    ],
    highlights: [
      {
        title: 'One project manager',
        body: 'A single point of contact coordinates editors, designers and narrators, and answers your questions within one business day.',
      },
      {
        title: 'Your rights, your royalties',
        body: 'We never take a share of your sales. Retail accounts are set up in your name and payments go directly to you.',
      },
      {
        title: 'Installment-friendly billing',
        body: 'Projects are invoiced by milestone, and most packages can be split into monthly installments at no extra cost.',
      },
    ],
    faqs: [
      {
        question: 'How much does a publishing package cost?',
        answer:
          'Pricing depends on length, formats and design needs, so each package is quoted individually after a free strategy call. Copy editing is the only fixed-rate service, at $0.05 per word.',
      },
      {
        question: 'How long does it take to publish my book?',
        answer:
          'A black and white novel usually takes eight to twelve weeks from signed agreement to release. Illustrated, full color and translated titles take longer, and your quote includes a realistic schedule.',
      },
      {
        question: 'Do I keep the rights to my book?',
        answer:
          'Yes. You retain all copyrights and subsidiary rights, and you can take your files elsewhere at any time after the project is paid in full.',
      },
      {
        question: 'Can I combine publishing and marketing services?',
        answer:
          'Yes. Many authors add a launch campaign to their package, and we schedule marketing work so it lines up with your release date.',
      },
    ],
    ctaTitle: 'Ready to plan your book?',
    ctaBody:
      'Book a free 30-minute strategy call. We will review your manuscript goals and send you a written quote within three business days.',
  },
  {
    path: '/marketing-services',
    serviceId: null,
    title: 'Book Marketing Services That Reach Real Readers',
    metaTitle: 'Book Marketing Services | Quillbridge Publishing',
    metaDescription:
      'Book marketing for independent authors: Amazon ads, social media, reviews, press releases, trailers, author websites and Goodreads giveaways.',
    heroLead:
      'Focused campaigns that put your book in front of the readers most likely to buy it, with honest reporting on what each dollar achieved.',
    intro: [
      'A well-made book still needs to be found. Our marketing team plans campaigns around the way readers actually discover books today: retailer search, social feeds, trusted reviews, podcasts and word of mouth.',
      'We start with your genre and your goals. A debut thriller, a business book meant to generate speaking engagements and a picture book aimed at school libraries call for very different channels, so we recommend a mix rather than a fixed bundle.',
      'Every campaign comes with clear deliverables, an agreed budget and regular reports in plain language. If something is not working, we tell you and adjust.',
    ],
    process: [
      {
        title: 'Book and audience review',
        body: 'We study your book, your comparable titles and your current listings to find who your readers are and where they spend their time.',
      },
      {
        title: 'Campaign plan',
        body: 'You receive a written plan with channels, timeline, deliverables and the budget each part requires.',
      },
      {
        title: 'Launch and management',
        body: 'Our specialists create the assets, run the campaigns and keep you informed through your author dashboard.',
      },
      {
        title: 'Reporting and next steps',
        body: 'We report results against the goals we set together and recommend what to continue, change or stop.',
      },
    ],
    highlights: [
      {
        title: 'Book-only specialists',
        body: 'Our marketers work exclusively with books, so they know retailer categories, reader habits and seasonal buying patterns.',
      },
      {
        title: 'Transparent budgets',
        body: 'Service fees and advertising spend are shown separately, so you always know what goes to media and what goes to management.',
      },
      {
        title: 'No vanity metrics',
        body: 'We report on sales rank, reviews, list growth and retailer clicks, not only on likes and impressions.',
      },
    ],
    faqs: [
      {
        question: 'Can you market a book you did not publish?',
        answer:
          'Yes. We market books from any publisher or self-publishing platform, as long as you control the retail listings or can share access to them.',
      },
      {
        question: 'Do you guarantee bestseller status or a number of sales?',
        answer:
          'No honest marketer can. We commit to specific deliverables and transparent reporting, and we set realistic targets based on your genre and budget.',
      },
      {
        question: 'How soon before launch should I start?',
        answer:
          'Ideally three to four months before release, so reviews, giveaways and press can build momentum. We can also revive backlist titles at any time.',
      },
      {
        question: 'Is advertising spend included in the service fee?',
        answer:
          'No. Ad spend for Amazon, social media and billboards is quoted separately and paid directly to the platform or billed at cost.',
      },
    ],
    ctaTitle: "Let's find your readers",
    ctaBody:
      'Tell us about your book and your goals. We will suggest a campaign mix and a budget range on a free strategy call.',
  },
  // --------------------------------------------------------- Publishing pages
  {
    path: '/black-and-white-publishing',
    serviceId: 'black-and-white-publishing',
    title: 'Black and White Book Publishing',
    metaTitle: 'Black and White Book Publishing | Quillbridge Publishing',
    metaDescription:
      'Publish your novel, memoir or nonfiction book in paperback, hardcover and eBook, with cover design, typesetting, ISBNs and global retail distribution.',
    heroLead:
      'Professional paperback, hardcover and eBook editions for text-driven books, designed to stand beside traditionally published titles on any shelf.',
    intro: [
      'Most books are read in black and white: novels, memoirs, biographies, self-help, business and history. For these titles, quality comes down to a cover that signals the right genre and an interior that is comfortable to read for hundreds of pages.',
      'Our designers set your text with proper margins, leading, chapter openings and running heads, and they clean up the details readers notice even when they cannot name them: widows and orphans, uneven spacing and badly broken words. Your cover is designed from a brief built on comparable bestsellers in your category.',
      'When the files are approved, we set up your editions with print-on-demand partners and eBook retailers, so there is no inventory to store and no minimum print run to pay for.',
    ],
    process: [
      {
        title: 'Manuscript intake',
        body: 'We review your final manuscript, confirm trim size and formats, and gather your cover preferences and author bio.',
      },
      {
        title: 'Cover and interior design',
        body: 'You receive two cover concepts and a sample chapter layout, then a full interior once the style is approved.',
      },
      {
        title: 'Proofing',
        body: 'You review a complete PDF proof and can order a printed proof copy before anything goes on sale.',
      },
      {
        title: 'Publication',
        body: 'We assign ISBNs, upload all editions, complete retailer metadata and confirm live listings with you.',
      },
    ],
    highlights: [
      {
        title: 'Genre-aware cover design',
        body: "Covers are researched against the top titles in your category so readers recognize your book's genre at thumbnail size.",
      },
      {
        title: 'Print on demand',
        body: 'Copies are printed as they are ordered, so you never pay for warehousing or unsold stock.',
      },
      {
        title: 'Author copies at cost',
        body: "Order copies for events and signings at the printer's price plus shipping, with no markup from us.",
      },
    ],
    faqs: [
      {
        question: 'Which trim sizes do you offer?',
        answer:
          'The most common are 5 x 8, 5.5 x 8.5 and 6 x 9 inches for paperbacks and 6 x 9 for hardcovers. We recommend a size based on your genre and page count.',
      },
      {
        question: 'Do I need my own ISBN?',
        answer: 'No. We can assign ISBNs for each edition in your name, or use ISBNs you already own.',
      },
      {
        question: 'Is editing included?',
        answer:
          'Design and typesetting are included. Copy editing is a separate service because needs vary widely, and we will tell you honestly if your manuscript needs it.',
      },
      {
        question: 'Can my book be ordered by bookstores and libraries?',
        answer:
          'Yes. Paperback and hardcover editions are listed in the catalogs used by bookstores and libraries, so any store can order your book.',
      },
    ],
    ctaTitle: 'Publish your book in print and eBook',
    ctaBody:
      'Share your manuscript details on a free strategy call and receive a written quote with formats, schedule and installment options.',
  },
  {
    path: '/full-color-publishing',
    serviceId: 'full-color-publishing',
    title: 'Full Color Book Publishing',
    metaTitle: 'Full Color Book Publishing | Quillbridge Publishing',
    metaDescription:
      'Full color publishing for cookbooks, photo books, travel guides and illustrated nonfiction, with color-managed files, printed proofs and distribution.',
    heroLead:
      'For books where every image matters, we prepare color-managed files and premium print editions that do justice to your photography and artwork.',
    intro: [
      'Cookbooks, photography collections, travel guides, art books and richly illustrated nonfiction live or die on the quality of their images. Color that looks vivid on a laptop can print dull or muddy if the files are not prepared with care.',
      'Our production designers correct and convert your images for print, design spreads that balance text and visuals, and style the sidebars, captions and callouts that make a reference book easy to use. For eBooks we build fixed-layout editions that preserve your design on tablets.',
      'Before release you review a printed color proof, so you can see exactly what readers will hold in their hands.',
    ],
    process: [
      {
        title: 'Content and image audit',
        body: 'We check the resolution and rights status of every image and flag anything that will not print well.',
      },
      {
        title: 'Layout design',
        body: 'Our designer creates a style for openers, spreads and captions, then lays out the full book.',
      },
      {
        title: 'Color proofing',
        body: 'You review a PDF proof and a printed proof copy, with one round of image adjustments included.',
      },
      {
        title: 'Publication',
        body: 'We publish the print and fixed-layout eBook editions and complete retailer listings with preview pages.',
      },
    ],
    highlights: [
      {
        title: 'Color-managed production',
        body: 'Images are corrected and converted to print profiles so colors stay consistent from screen to page.',
      },
      {
        title: 'Reference-friendly design',
        body: 'Recipes, itineraries and instructions are laid out so readers can follow them at a glance.',
      },
      {
        title: 'Premium print options',
        body: 'We select paper and printing options that suit image-heavy books while keeping the retail price realistic.',
      },
    ],
    faqs: [
      {
        question: 'What image resolution do I need?',
        answer:
          'Photos should be at least 300 pixels per inch at the size they will print. We check every file and tell you which ones need replacing before layout starts.',
      },
      {
        question: 'Why is full color printing more expensive?',
        answer:
          'Color printing uses more ink and premium paper. We model the print cost with you so your retail price still leaves a healthy royalty.',
      },
      {
        question: 'Can I use images I found online?',
        answer:
          'Only if you hold a license or the image is in the public domain. We can help source licensed stock photography if needed.',
      },
      {
        question: 'Will my eBook look like the print book?',
        answer:
          'For image-heavy books we create a fixed-layout eBook that preserves your page design on tablets and color e-readers.',
      },
    ],
    ctaTitle: 'Bring your images to print',
    ctaBody:
      "Tell us about your book's page count and images, and we will recommend paper, format and a realistic production schedule.",
  },
  {
    path: '/childrens-book-publishing',
    serviceId: 'childrens-book-publishing',
    title: "Children's Book Publishing",
    metaTitle: "Children's Book Publishing | Quillbridge Publishing",
    metaDescription:
      'Publish a picture book, early reader or chapter book with illustrator matching, storyboarding, age-appropriate layout and print and eBook distribution.',
    heroLead:
      "From first sketch to finished hardcover, we help you create a children's book that parents, teachers and young readers reach for again and again.",
    intro: [
      "Children's books look simple and are anything but. Word count, page turns, reading level and the relationship between text and pictures all have to work together for a book to hold a young reader's attention.",
      'If you need an illustrator, we share portfolios from artists whose style suits your story and manage the collaboration from character sketches to final art. If you already have illustrations, our designers lay them out with text placed for reading aloud and fonts sized for the age group.',
      'We publish in hardcover, paperback and fixed-layout eBook, and we make your book available for order by bookstores, schools and libraries.',
    ],
    process: [
      {
        title: 'Story and format review',
        body: 'We confirm the age range, page count and format, and suggest text adjustments for page turns and pacing.',
      },
      {
        title: 'Illustration',
        body: 'You choose an illustrator, approve character sketches and a storyboard, then review color art in batches.',
      },
      {
        title: 'Layout and proofing',
        body: 'Text and art are combined into spreads, and you review a full proof before printing.',
      },
      {
        title: 'Publication',
        body: 'We publish your editions, complete retailer listings with preview pages and order your author copies.',
      },
    ],
    highlights: [
      {
        title: 'Curated illustrators',
        body: "We work with a roster of professional children's illustrators across styles, from watercolor to bold digital art.",
      },
      {
        title: 'Built for reading aloud',
        body: 'Page turns, line breaks and font sizes are set so parents and teachers can read your book with ease.',
      },
      {
        title: 'Durable formats',
        body: 'Hardcover and paperback options are chosen to stand up to repeated reading in homes and classrooms.',
      },
    ],
    faqs: [
      {
        question: 'How long should my picture book text be?',
        answer:
          'Most picture books run between 400 and 800 words across 32 pages. We will suggest edits if your story runs longer.',
      },
      {
        question: 'Who owns the illustrations?',
        answer:
          'Our illustrator agreements transfer the rights for your book to you, so you can use the art in future editions and marketing.',
      },
      {
        question: 'How long does illustration take?',
        answer:
          'A fully illustrated 32-page picture book typically takes three to five months, depending on the style and the number of revisions.',
      },
      {
        question: 'Can I publish a series with the same characters?',
        answer:
          'Yes. We keep your character sheets and style guide on file and can book the same illustrator for future titles when available.',
      },
    ],
    ctaTitle: "Start your children's book",
    ctaBody:
      'Send us your story and tell us who it is for. We will suggest illustrators and a format on a free strategy call.',
  },
  {
    path: '/audiobook-services',
    serviceId: 'audiobook-production',
    title: 'Audiobook Production Services',
    metaTitle: 'Audiobook Production Services | Quillbridge Publishing',
    metaDescription:
      'Professional audiobook production: narrator casting, studio recording, editing, mastering to retailer specifications and distribution to audio platforms.',
    heroLead:
      'Give your book a voice. We cast, record, edit and master your audiobook to the standards audio retailers require, then distribute it worldwide.',
    intro: [
      'Audiobooks are one of the fastest-growing ways people read, especially during commutes, workouts and long drives. A great narrator can win listeners who might never pick up your print edition.',
      'We shortlist professional narrators whose voice, accent and pacing suit your book, and you choose from recorded auditions of your own text. Before recording begins, we build a pronunciation guide with you for names, places and any specialist terms.',
      'Finished chapters are edited, proofed against the manuscript and mastered to the technical specifications required by the major audiobook retailers, so your files are accepted the first time.',
    ],
    process: [
      {
        title: 'Casting',
        body: 'We share up to three auditions recorded from a passage of your book, and you choose the voice.',
      },
      {
        title: 'Preparation',
        body: 'Together we complete the pronunciation guide and character notes so the narrator is ready from the first session.',
      },
      {
        title: 'Recording and proofing',
        body: 'Chapters are recorded, edited and checked word for word against the text, and you review them in batches.',
      },
      {
        title: 'Mastering and distribution',
        body: 'Final files are mastered, packaged with credits and a retail sample, and delivered to audio retailers and libraries.',
      },
    ],
    highlights: [
      {
        title: 'Professional narrators',
        body: 'Our narrators are experienced voice actors, with options for multiple voices in dialogue-heavy fiction.',
      },
      {
        title: 'Word-for-word proofing',
        body: 'A dedicated proofer listens to every chapter against the manuscript to catch misreads and noise.',
      },
      {
        title: 'Retailer-ready files',
        body: 'Files meet the loudness, noise-floor and format requirements of major audio platforms.',
      },
    ],
    faqs: [
      {
        question: 'How long does audiobook production take?',
        answer:
          'A typical 70,000-word book becomes about eight hours of audio and takes six to ten weeks from casting to delivery.',
      },
      {
        question: 'Can I narrate my own book?',
        answer:
          'Yes, for memoirs and nonfiction this often works well. We can coach you and book studio time, then handle editing and mastering.',
      },
      {
        question: 'How is audiobook production priced?',
        answer:
          'Pricing is based on the finished hours of audio and the narrator you choose. You receive a fixed quote after we estimate the runtime.',
      },
      {
        question: 'Who owns the audiobook?',
        answer:
          'You do. The narrator is paid a fee for the recording, and the finished audio and its royalties belong to you.',
      },
    ],
    ctaTitle: 'Turn your book into an audiobook',
    ctaBody:
      'Tell us your word count and genre, and we will estimate the runtime and send narrator options for your book.',
  },
  {
    path: '/translation-services',
    serviceId: 'book-translation',
    title: 'Book Translation Services',
    metaTitle: 'Book Translation Services | Quillbridge Publishing',
    metaDescription:
      'Literary book translation by native-speaking translators with second-linguist review, localized cover copy and a new edition ready for publication.',
    heroLead:
      'Reach readers in new languages with translations that keep your voice, your humor and your meaning intact.',
    intro: [
      'A translation is not a word-for-word conversion. Good literary translators rebuild your sentences so that they sound natural to native readers while staying faithful to your style, tone and intent.',
      'We match your book with a native speaker of the target language who has translated in your genre before. You approve a sample chapter before the full translation begins, and a second linguist reviews the finished text for accuracy and flow.',
      'Once the translation is complete, we can typeset it as a new edition, adapt your cover and back-cover copy, and publish it with its own ISBN in the relevant retail markets.',
    ],
    process: [
      {
        title: 'Language and market planning',
        body: 'We discuss which languages make sense for your book and where those readers buy.',
      },
      {
        title: 'Sample chapter',
        body: 'Your translator completes a sample chapter and a glossary of key terms for your approval.',
      },
      {
        title: 'Translation and review',
        body: 'The full manuscript is translated and then reviewed line by line by an independent second linguist.',
      },
      {
        title: 'New edition',
        body: 'We typeset the translated text, localize the cover copy and publish the edition with its own ISBN.',
      },
    ],
    highlights: [
      {
        title: 'Native speakers only',
        body: 'Every translator works into their native language and has published literary or nonfiction translations.',
      },
      {
        title: 'Two-linguist quality check',
        body: 'An independent reviewer compares the translation with your original to catch errors and awkward phrasing.',
      },
      {
        title: 'Publication-ready output',
        body: 'You receive a finished edition, not just a document, ready for print and eBook retailers.',
      },
    ],
    faqs: [
      {
        question: 'Which languages do you translate into?',
        answer:
          'Spanish, French, German, Portuguese, Italian, Polish, Czech, Slovak and Hungarian are our most requested. Ask us about others.',
      },
      {
        question: 'How long does a translation take?',
        answer:
          'A translator typically completes 15,000 to 20,000 words per week, plus review time. An 80,000-word novel usually takes eight to ten weeks.',
      },
      {
        question: 'How can I check a translation in a language I do not read?',
        answer:
          'The independent second-linguist review gives you a written quality report, and you are welcome to share the sample with trusted readers.',
      },
      {
        question: 'Who owns the translation rights?',
        answer:
          'You do. Our translators work under agreements that assign the translation to you, so you can publish or license it freely.',
      },
    ],
    ctaTitle: 'Take your book to new readers',
    ctaBody: 'Tell us which languages interest you and we will send translator profiles, a timeline and a quote.',
  },
  {
    path: '/copy-editing-services',
    serviceId: 'copy-editing',
    title: 'Copy Editing Services',
    metaTitle: 'Copy Editing Services | Quillbridge Publishing',
    metaDescription:
      'Professional copy editing at $0.05 per word: grammar, spelling, punctuation and consistency, with tracked changes and a custom style sheet for your book.',
    heroLead:
      'Clean, consistent, professional prose at a transparent rate of $0.05 per word, with every change tracked so you stay in control.',
    intro: [
      'Readers forgive a lot, but repeated typos and inconsistencies pull them out of a story and show up in reviews. A professional copy edit is one of the most effective investments you can make before publishing.',
      'Our copy editors correct grammar, spelling, punctuation and usage, and they track the details that are hard to see in your own work: a character whose eye color changes, a date that does not add up, or a term spelled three different ways. They follow the Chicago Manual of Style, the standard for most North American book publishing, adjusted to your voice.',
      'You receive your manuscript with tracked changes and margin comments, a list of queries that need your decision, and a style sheet you can hand to any future editor or proofreader.',
    ],
    process: [
      {
        title: 'Word count and sample',
        body: 'We confirm your word count, review a sample and agree a delivery date before work begins.',
      },
      {
        title: 'Copy edit',
        body: 'Your editor works through the manuscript line by line, building the style sheet as they go.',
      },
      {
        title: 'Your review',
        body: "You accept or reject changes in Word and answer the editor's queries in your own time.",
      },
      {
        title: 'Follow-up pass',
        body: 'The editor reviews your responses and any revised passages to make sure nothing was missed.',
      },
    ],
    highlights: [
      {
        title: 'Simple pricing',
        body: '$0.05 per word, calculated on your final word count, with no hidden rush or formatting fees for standard schedules.',
      },
      {
        title: 'Your voice preserved',
        body: 'Editors correct errors and inconsistencies without flattening dialogue, dialect or deliberate style choices.',
      },
      {
        title: 'Reusable style sheet',
        body: 'Names, spellings and conventions are recorded so every book in your series stays consistent.',
      },
    ],
    faqs: [
      {
        question: 'How much will my copy edit cost?',
        answer:
          'Multiply your word count by $0.05. An 80,000-word manuscript costs $4,000, and payment can be split into installments.',
      },
      {
        question: 'What is the difference between copy editing and proofreading?',
        answer:
          'Copy editing corrects language and consistency in the manuscript. Proofreading is a final check of the typeset pages for remaining errors and layout problems.',
      },
      {
        question: 'How long does a copy edit take?',
        answer: 'Most manuscripts up to 100,000 words are returned within three to four weeks.',
      },
      {
        question: 'Will the editor rewrite my book?',
        answer:
          'No. Copy editing does not change your plot, structure or voice. Larger suggestions are raised as comments for you to consider.',
      },
    ],
    ctaTitle: 'Get your manuscript copy edited',
    ctaBody:
      'Send us your word count and genre. We will confirm the price at $0.05 per word and give you a firm delivery date.',
  },
  {
    path: '/data-entry-services',
    serviceId: 'data-entry',
    title: 'Manuscript Typing and Data Entry',
    metaTitle: 'Manuscript Data Entry Services | Quillbridge Publishing',
    metaDescription:
      'Turn handwritten, typewritten or scanned manuscripts into clean, editable Word files with double-checked accuracy and secure handling of your originals.',
    heroLead:
      'Handwritten journals, typewritten drafts and family histories, carefully typed into clean digital files ready for editing and publishing.',
    intro: [
      "Many meaningful books begin on paper: a grandparent's memoir in notebooks, a novel typed decades ago, letters and diaries that tell a family's story. Before they can be edited or published, they need to become editable text.",
      'Our data entry team types directly from your pages rather than relying on automated text recognition alone, then checks every page a second time against the source. Unclear words are flagged for your review instead of guessed.',
      'Originals can be uploaded as scans or sent to us by insured mail. They are stored securely while we work and returned to you by tracked shipping.',
    ],
    process: [
      {
        title: 'Page review',
        body: 'You share sample pages so we can assess legibility, page count and any special formatting.',
      },
      {
        title: 'Secure intake',
        body: 'You upload scans or mail your originals, which are logged and stored securely on arrival.',
      },
      {
        title: 'Typing and verification',
        body: 'Each page is typed and then checked by a second team member against the original.',
      },
      {
        title: 'Delivery',
        body: 'You receive Word and PDF files, a list of flagged words, and your originals by tracked shipping.',
      },
    ],
    highlights: [
      {
        title: 'Human accuracy',
        body: 'Typists read difficult handwriting in context, which catches what automated recognition misses.',
      },
      {
        title: 'Careful handling',
        body: 'Original documents are handled with care, stored securely and never leave our custody except to return to you.',
      },
      {
        title: 'Ready for the next step',
        body: 'Files come with chapter headings and basic formatting, ready for copy editing or layout.',
      },
    ],
    faqs: [
      {
        question: 'Can you read old or difficult handwriting?',
        answer:
          'In most cases, yes. We review sample pages first and will tell you honestly how legible the material is before you commit.',
      },
      {
        question: 'Is it safe to mail my original pages?',
        answer:
          'We recommend scanning when possible. If you mail originals, use insured tracked shipping; we log them on arrival and return them the same way.',
      },
      {
        question: 'How is data entry priced?',
        answer:
          'Pricing depends on page count, legibility and formatting, and is confirmed in a written quote after we see sample pages.',
      },
      {
        question: 'Can you also edit and publish the typed manuscript?',
        answer:
          'Yes. Many authors continue into copy editing and publishing, and your files move straight to the next team.',
      },
    ],
    ctaTitle: 'Bring your paper manuscript to life',
    ctaBody:
      'Send us a few sample pages and an estimated page count, and we will reply with a quote and turnaround time.',
  },
  // ---------------------------------------------------------- Marketing pages
  {
    path: '/professional-book-review-services',
    serviceId: 'book-review',
    title: 'Professional Book Review Services',
    metaTitle: 'Professional Book Reviews | Quillbridge Publishing',
    metaDescription:
      'Honest editorial book reviews from experienced readers in your genre, with pull quotes you can use on your cover, retail listings and press materials.',
    heroLead: 'Credible, well-written editorial reviews that give new readers a reason to trust your book.',
    intro: [
      'Readers look for social proof before they take a chance on an unfamiliar author. A thoughtful editorial review gives them a clear sense of what your book offers and who will enjoy it.',
      'We match your book with an experienced reviewer who reads widely in your genre. Reviews are honest: we do not buy or guarantee positive opinions, which is exactly why the quotes carry weight with readers and booksellers.',
      'You receive the full review, a set of short pull quotes, and permission to use them in your editorial description, on your cover and in your media kit.',
    ],
    process: [
      {
        title: 'Submission',
        body: 'You send a finished copy or advance reader copy and a short summary of your book.',
      },
      {
        title: 'Reviewer match',
        body: 'We assign a reviewer with experience in your genre and confirm the expected delivery date.',
      },
      {
        title: 'Reading and review',
        body: 'Your reviewer reads the complete book and writes a review of 300 to 500 words.',
      },
      {
        title: 'Delivery and publication',
        body: 'You receive the review and pull quotes, and the review is published on our partner reader blog.',
      },
    ],
    highlights: [
      {
        title: 'Genre-matched reviewers',
        body: 'A cozy mystery fan reviews your cozy mystery, and a business reader reviews your leadership book.',
      },
      {
        title: 'Honest and credible',
        body: "Reviews reflect the reviewer's real opinion, and that credibility is what makes them persuasive.",
      },
      {
        title: 'Ready-to-use quotes',
        body: 'Short pull quotes are selected for covers, ads and retail descriptions.',
      },
    ],
    faqs: [
      {
        question: 'Are the reviews guaranteed to be positive?',
        answer:
          'No. We guarantee a fair, professionally written review. If a review is critical, you may choose not to have it published on the partner blog.',
      },
      {
        question: 'Will the review appear on Amazon?',
        answer:
          "Editorial reviews can be added to your book's editorial description and author pages. Customer reviews on retail sites must come from independent readers under retailer rules.",
      },
      {
        question: 'How long does it take?',
        answer: 'Most reviews are delivered within six to eight weeks of receiving your book.',
      },
      {
        question: 'Can my book be reviewed before publication?',
        answer:
          'Yes. Reviewing an advance reader copy three months before launch lets you use quotes on your cover and in launch materials.',
      },
    ],
    ctaTitle: 'Get an honest professional review',
    ctaBody: 'Tell us about your book and your release date, and we will match you with a reviewer in your genre.',
  },
  {
    path: '/book-trailer-services',
    serviceId: 'book-trailer',
    title: 'Book Trailer Production',
    metaTitle: 'Book Trailer Production | Quillbridge Publishing',
    metaDescription:
      'Cinematic book trailers of 30 to 90 seconds with script, licensed footage and music, motion titles and versions sized for YouTube, Instagram and TikTok.',
    heroLead: 'A short, striking video that captures the mood of your book and stops readers mid-scroll.',
    intro: [
      'Video is the most shared content on social media, and a good trailer gives readers a feel for your book in less than a minute. It works on your website, in ads, at events and in every post announcing your launch.',
      'Our video team writes a script and storyboard from your book, sources licensed footage, music and sound design, and animates the titles and quotes. If your book suits a spoken hook, we add a professional voice-over.',
      'Each trailer is delivered in widescreen, square and vertical formats with captions, so it plays well on every platform, with or without sound.',
    ],
    process: [
      {
        title: 'Creative brief',
        body: "We discuss your book's tone, key moments and audience, and agree on the length and style.",
      },
      {
        title: 'Script and storyboard',
        body: 'You approve the script, visual references and music direction before production begins.',
      },
      {
        title: 'Production',
        body: 'Our editors assemble footage, motion graphics, music and voice-over into a first cut.',
      },
      {
        title: 'Revisions and delivery',
        body: 'Two rounds of revisions are included, and final files are delivered in every format.',
      },
    ],
    highlights: [
      {
        title: 'Fully licensed assets',
        body: 'All footage, music and sound effects are properly licensed for use in advertising.',
      },
      {
        title: 'Made for every platform',
        body: 'Widescreen, square and vertical versions with captions fit YouTube, Instagram, Facebook and TikTok.',
      },
      {
        title: 'Genre-appropriate style',
        body: "A thriller trailer feels tense, a romance feels warm and a children's book trailer feels playful.",
      },
    ],
    faqs: [
      {
        question: 'How long should a book trailer be?',
        answer:
          'For social media we recommend 30 to 60 seconds. Longer trailers of up to 90 seconds work well on websites and at events.',
      },
      {
        question: 'Can you use my own photos or illustrations?',
        answer:
          "Yes. We often animate cover art and interior illustrations, which works especially well for children's books.",
      },
      {
        question: 'How long does production take?',
        answer: 'Most trailers are delivered within three to four weeks of script approval.',
      },
      {
        question: 'Can I use the trailer in paid ads?',
        answer:
          'Yes. Every asset is licensed for advertising use, so you can run the trailer as a paid ad on social platforms.',
      },
    ],
    ctaTitle: 'Show readers what your book feels like',
    ctaBody: 'Share your book and its mood with us, and we will propose a trailer concept and a quote.',
  },
  {
    path: '/author-website-creation',
    serviceId: 'author-website',
    title: 'Author Website Creation',
    metaTitle: 'Author Website Creation | Quillbridge Publishing',
    metaDescription:
      'A professional, mobile-friendly author website with book pages, buy links, newsletter signup, domain and hosting, plus training to update it yourself.',
    heroLead:
      'A home on the web that you own, built to introduce you, showcase your books and turn visitors into newsletter subscribers.',
    intro: [
      'Social platforms change their rules constantly, but your website and your email list belong to you. An author website is where readers, journalists, event organizers and bookstores go to learn about you and your work.',
      'We design a site around your books and brand, with clear pages for each title, retailer buy links, an about page, events and a contact form. A newsletter signup connects to your email provider so every visit can grow your reader list.',
      'Your site is fast, mobile-friendly and built on a platform you can update yourself. We register your domain, set up a year of hosting and train you on adding books, posts and events.',
    ],
    process: [
      {
        title: 'Discovery',
        body: 'We review your books, brand, goals and the sites of authors you admire.',
      },
      {
        title: 'Design',
        body: 'You approve a homepage design before we build the remaining pages.',
      },
      {
        title: 'Build and content',
        body: 'We build the site, add your books and copy, and connect your newsletter and domain.',
      },
      {
        title: 'Launch and training',
        body: 'After testing on phones, tablets and desktops, we launch the site and walk you through updating it.',
      },
    ],
    highlights: [
      {
        title: 'You own it',
        body: 'The domain and site are registered in your name, and you can move them at any time.',
      },
      {
        title: 'Built to grow your list',
        body: 'Signup forms and reader magnets are placed where visitors are most likely to join.',
      },
      {
        title: 'Easy to update',
        body: 'Add a new book or event in minutes, without writing code.',
      },
    ],
    faqs: [
      {
        question: 'Do I need a website if I am on social media?',
        answer:
          'Yes. A website is the one place you fully control, it appears in search results for your name, and it gives press and event organizers a professional reference.',
      },
      {
        question: 'What happens after the first year of hosting?',
        answer: 'You can renew hosting with us or move the site to any provider. We give you all logins and files.',
      },
      {
        question: 'Can you write the website copy?',
        answer: 'Yes. We can write or polish your author bio, book descriptions and page copy as part of the project.',
      },
      {
        question: 'How long does it take to build?',
        answer: 'Most author websites launch within four to six weeks, depending on how quickly content is approved.',
      },
    ],
    ctaTitle: 'Build your author home online',
    ctaBody: 'Tell us about your books and the readers you want to reach, and we will propose a site plan and quote.',
  },
  {
    path: '/billboard-advertising-campaigns',
    serviceId: 'billboard-advertising',
    title: 'Billboard Advertising Campaigns for Books',
    metaTitle: 'Billboard Book Advertising | Quillbridge Publishing',
    metaDescription:
      'Digital and static billboard campaigns for your book, from local placements to Times Square, with creative design, booking and photo proof of display.',
    heroLead:
      'Put your book on the big screen, from your hometown main street to the busiest intersections in the country.',
    intro: [
      'A billboard is a bold statement. For launch events, hometown releases, regional stories and authors building a public profile, outdoor advertising creates visibility that online ads cannot match, and a photo of your book on a billboard is memorable content in its own right.',
      'We help you choose locations that fit your audience and budget, from digital screens near bookstores and campuses to high-profile placements in major cities. Our designers adapt your cover into creative that reads clearly from a distance in a few seconds.',
      'We book the inventory, confirm the schedule and send you photo proof of your ad running, along with an estimate of impressions and social graphics to share the moment with readers.',
    ],
    process: [
      {
        title: 'Location planning',
        body: 'We recommend locations, formats and flight dates based on your goals, readers and budget.',
      },
      {
        title: 'Creative design',
        body: 'Our designers create billboard artwork sized for each screen or board, ready for your approval.',
      },
      {
        title: 'Booking',
        body: 'We reserve the inventory with the media owner and confirm dates, times and rotation.',
      },
      {
        title: 'Proof and reporting',
        body: 'You receive photos of the ad on location, an impressions estimate and graphics for social media.',
      },
    ],
    highlights: [
      {
        title: 'Flexible scale',
        body: 'Campaigns range from a single day on a local digital screen to several weeks in major markets.',
      },
      {
        title: 'Designed for distance',
        body: 'Creative is simplified for quick reading: cover, title, a short hook and where to buy.',
      },
      {
        title: 'Shareable moments',
        body: 'Photos of your billboard become launch content for your newsletter and social channels.',
      },
    ],
    faqs: [
      {
        question: 'How much does a billboard campaign cost?',
        answer:
          'Costs vary widely by city, location and duration. A local digital placement can be modest, while a major city placement costs much more. We quote media and design separately.',
      },
      {
        question: 'Does a billboard sell books directly?',
        answer:
          'Billboards build awareness rather than immediate clicks. They work best alongside launch events, local press and social campaigns.',
      },
      {
        question: 'Can I choose a specific location?',
        answer:
          'Yes, subject to availability. We check inventory and suggest alternatives if your first choice is booked.',
      },
      {
        question: 'How far in advance should I book?',
        answer:
          'We recommend four to six weeks before your preferred dates, and longer for high-demand locations and holiday periods.',
      },
    ],
    ctaTitle: 'See your book on a billboard',
    ctaBody: 'Tell us where your readers are and when you launch, and we will suggest locations and a budget.',
  },
  {
    path: '/social-media-campaign',
    serviceId: 'social-media-campaign',
    title: 'Social Media Campaigns for Authors',
    metaTitle: 'Social Media Book Marketing | Quillbridge Publishing',
    metaDescription:
      'Managed social media campaigns for authors on Facebook, Instagram and TikTok: content calendars, designed posts, boosted promotion and monthly reports.',
    heroLead: 'Consistent, on-brand social media that builds an audience for your book while you get back to writing.',
    intro: [
      'Readers discover books on social media every day, but keeping several accounts active with good content takes hours each week. Our social team plans, designs and publishes your content so your presence stays steady through launch and beyond.',
      "We begin by researching your readers and the authors they already follow, then build a monthly calendar of posts: quote cards, behind-the-scenes stories, short videos, reader questions and timely promotions. You approve each month's calendar before anything is published.",
      'Where it helps, we boost your best posts with targeted paid promotion to reach readers of comparable authors. Each month you receive a report covering growth, engagement, link clicks and what we will change next.',
    ],
    process: [
      {
        title: 'Audience research',
        body: 'We identify your target readers, comparable authors and the platforms where your genre performs best.',
      },
      {
        title: 'Content calendar',
        body: 'You receive a monthly plan of posts and captions to approve or adjust.',
      },
      {
        title: 'Publishing and promotion',
        body: 'We schedule posts, boost top performers and reply to comments during business hours.',
      },
      {
        title: 'Monthly review',
        body: 'A clear report shows what worked, what did not and what we recommend next month.',
      },
    ],
    highlights: [
      {
        title: 'Your voice, our workload',
        body: 'Captions are written to sound like you, and you approve every calendar before it goes live.',
      },
      {
        title: 'Designed content',
        body: 'Quote cards, announcement graphics and short videos are designed around your cover and brand.',
      },
      {
        title: 'Targeted promotion',
        body: 'Paid boosts reach readers interested in your genre and comparable authors.',
      },
    ],
    faqs: [
      {
        question: 'Which platforms do you manage?',
        answer:
          "Up to three of Facebook, Instagram, TikTok and Threads. We recommend the ones where your genre's readers are most active.",
      },
      {
        question: 'Do I need to create content myself?',
        answer:
          'No, but a few photos or short clips from you each month make the content more personal and usually perform better.',
      },
      {
        question: 'How long should a campaign run?',
        answer:
          'We recommend at least three months. Audiences grow gradually, and the first month is partly spent learning what resonates.',
      },
      {
        question: 'Is the boosting budget included?',
        answer:
          'No. The promotion budget is agreed separately and spent directly on the platforms, and we report every dollar.',
      },
    ],
    ctaTitle: 'Grow your readership on social media',
    ctaBody: 'Book a strategy call to review your current accounts and get a campaign plan for the months ahead.',
  },
  {
    path: '/amazon-advertising-campaigns',
    serviceId: 'amazon-advertising',
    title: 'Amazon Advertising Campaigns for Books',
    metaTitle: 'Amazon Ads for Authors | Quillbridge Publishing',
    metaDescription:
      'Managed Amazon Ads for books: keyword research, Sponsored Products campaigns, weekly bid optimization and monthly reports on spend, sales and ACoS.',
    heroLead:
      'Reach readers at the moment they are searching for their next book, with campaigns managed to keep your ad spend under control.',
    intro: [
      'Amazon is where many readers search for and buy books, and its advertising platform lets you appear next to the titles and keywords your readers already use. Without careful management, though, it is easy to spend a lot on clicks that never become sales.',
      'Our specialists research keywords and comparable titles, structure automatic and manual campaigns, and adjust bids every week based on real data. Negative keywords stop spending on searches that do not convert.',
      'We also review your product page, because ads only work when the listing converts: the cover, title, description, categories and price all affect how many clicks turn into sales.',
    ],
    process: [
      {
        title: 'Listing and market review',
        body: 'We check your product page, categories and competitors, and recommend fixes before spending on ads.',
      },
      {
        title: 'Campaign setup',
        body: 'We build automatic, keyword and product-targeting campaigns with a daily budget you approve.',
      },
      {
        title: 'Weekly optimization',
        body: 'Bids, keywords and targets are adjusted weekly to improve sales and reduce wasted spend.',
      },
      {
        title: 'Monthly reporting',
        body: 'You receive a report on spend, sales, advertising cost of sales and our recommendations.',
      },
    ],
    highlights: [
      {
        title: 'Budget discipline',
        body: 'Daily caps and weekly reviews keep spending predictable, and you set the maximum budget.',
      },
      {
        title: 'Book-specific expertise',
        body: 'Our specialists manage only book campaigns and understand read-through, series and page-read economics.',
      },
      {
        title: 'Your account, your data',
        body: 'Campaigns run in your own advertising account, so all history and data stay with you.',
      },
    ],
    faqs: [
      {
        question: 'How much should I spend on Amazon Ads?',
        answer:
          'Many authors start with $10 to $20 a day while campaigns gather data. We recommend a budget based on your genre, price and goals.',
      },
      {
        question: 'What is ACoS?',
        answer:
          'Advertising cost of sales is ad spend divided by ad-attributed sales. It shows how efficiently your ads are turning clicks into revenue.',
      },
      {
        question: 'Do Amazon Ads work for a single book?',
        answer:
          'They can, but results are usually stronger for series, where readers who buy book one go on to buy the rest.',
      },
      {
        question: 'Is ad spend included in the management fee?',
        answer:
          'No. Ad spend is charged by Amazon directly to your account. Our fee covers research, setup and management.',
      },
    ],
    ctaTitle: 'Get your book in front of searching readers',
    ctaBody: "Share your book's listing with us and we will review it and suggest a starting campaign and budget.",
  },
  {
    path: '/press-release-campaign',
    serviceId: 'press-release',
    title: 'Press Release Campaigns for Books',
    metaTitle: 'Book Press Release Campaigns | Quillbridge Publishing',
    metaDescription:
      'Book press releases written by former journalists, distributed nationally and pitched to local media and bloggers, with an online media kit.',
    heroLead:
      'A newsworthy announcement of your book, written the way journalists like to receive it and sent to the people who cover stories like yours.',
    intro: [
      'A book launch becomes news when there is a story behind it: a local author, a timely topic, an unusual path to publication or expertise that helps readers. Our writers, many of them former journalists, find that angle and build your release around it.',
      'Your press release is distributed through a national newswire and pitched directly to local newspapers, radio stations, genre bloggers and podcasters who are most likely to pick it up.',
      'We also build an online media kit with your bio, author photos, cover images, an excerpt and suggested interview questions, so journalists can cover your book without chasing you for details.',
    ],
    process: [
      {
        title: 'Angle discovery',
        body: 'A short interview helps us find the newsworthy hook in you and your book.',
      },
      {
        title: 'Writing',
        body: 'We draft the release with headline options, and you approve the final version.',
      },
      {
        title: 'Distribution and pitching',
        body: 'The release goes out on the newswire and in personal pitches to targeted media.',
      },
      {
        title: 'Pickup report',
        body: 'After two weeks you receive a report with links to published coverage and media responses.',
      },
    ],
    highlights: [
      {
        title: 'Journalist-written',
        body: 'Releases follow newsroom style, which makes them easier for editors to use.',
      },
      {
        title: 'Targeted pitching',
        body: 'Beyond the newswire, we contact local and niche outlets that care about your story.',
      },
      {
        title: 'Ready-made media kit',
        body: 'Everything a reporter needs is in one place, which increases your chances of coverage.',
      },
    ],
    faqs: [
      {
        question: 'Will my book be covered by major newspapers?',
        answer:
          'National coverage is never guaranteed. Local media, trade newsletters and genre blogs are the most realistic and valuable targets for most authors.',
      },
      {
        question: 'When should the press release go out?',
        answer:
          'Usually in the week of your launch or just before a local event, so coverage appears when readers can buy the book.',
      },
      {
        question: 'Can I use the release on my own website?',
        answer: 'Yes. You own the release and media kit and can share them anywhere.',
      },
      {
        question: 'Do you arrange interviews?',
        answer: 'We pitch for interviews and pass every request to you, along with talking points to prepare.',
      },
    ],
    ctaTitle: 'Make your book launch news',
    ctaBody: 'Tell us the story behind your book, and we will suggest angles and outlets for your press campaign.',
  },
  {
    path: '/goodreads-giveaways',
    serviceId: 'goodreads-giveaway',
    title: 'Goodreads Giveaway Campaigns',
    metaTitle: 'Goodreads Giveaway Campaigns | Quillbridge Publishing',
    metaDescription:
      "Goodreads giveaway campaigns that add your book to readers' Want to Read shelves, with profile setup, launch timing and review follow-up with winners.",
    heroLead:
      'Put your book on thousands of Want to Read shelves and build early buzz among the most engaged readers online.',
    intro: [
      'Goodreads is where avid readers track what they read and what they want to read next. A giveaway invites them to enter for a copy of your book, and many entrants add it to their shelves, which keeps it visible to them and their friends.',
      'We optimize your Goodreads author profile and book page, write the giveaway listing, choose print or eBook copies, and schedule the giveaway for the weeks around your launch when visibility matters most.',
      'After the giveaway ends, we coordinate copies for the winners and provide friendly follow-up messages that encourage them to share an honest review.',
    ],
    process: [
      {
        title: 'Profile setup',
        body: 'We claim or polish your author profile and check that every edition of your book is listed correctly.',
      },
      {
        title: 'Giveaway planning',
        body: 'We choose the format, number of copies, eligible countries and dates to fit your launch.',
      },
      {
        title: 'Launch',
        body: 'The giveaway goes live with a compelling listing, and we promote it on your channels.',
      },
      {
        title: 'Fulfillment and follow-up',
        body: 'Winners receive their copies, review reminders are sent, and you get a results summary.',
      },
    ],
    highlights: [
      {
        title: 'Launch timing',
        body: 'Giveaways run in the window that best supports preorders and launch-week reviews.',
      },
      {
        title: 'Engaged readers',
        body: 'Goodreads members read widely and often share their opinions with friends and followers.',
      },
      {
        title: 'Complete handling',
        body: 'We manage setup, fulfillment coordination and follow-up so nothing slips through the cracks.',
      },
    ],
    faqs: [
      {
        question: 'Does a giveaway guarantee reviews?',
        answer:
          'No. Winners are encouraged but not required to review, in line with Goodreads guidelines. Follow-up messages do improve review rates.',
      },
      {
        question: 'Are Goodreads listing fees included?',
        answer:
          'Goodreads charges its own giveaway listing fee, which is quoted separately and passed through at cost.',
      },
      {
        question: 'Print or eBook giveaway?',
        answer:
          'eBook giveaways reach more winners at a lower cost, while print giveaways feel more special. We recommend based on your goals.',
      },
      {
        question: 'When is the best time to run a giveaway?',
        answer:
          'About four to six weeks before launch works well, so shelf adds turn into reminders when the book is released.',
      },
    ],
    ctaTitle: 'Get readers shelving your book',
    ctaBody: 'Share your launch date and formats, and we will plan a giveaway that fits your release.',
  },
  {
    path: '/screenplay-development',
    serviceId: 'screenplay-development',
    title: 'Book to Screenplay Development',
    metaTitle: 'Book to Screenplay Development | Quillbridge Publishing',
    metaDescription:
      'Adapt your book into an industry-formatted screenplay or TV pilot, with logline, synopsis, beat sheet and a pitch deck for producers and agents.',
    heroLead:
      'Reimagine your book for the screen with an experienced screenwriter and the materials producers expect to see.',
    intro: [
      'Many of the most successful films and series started as books. Turning a novel or memoir into a script, however, means compressing hundreds of pages into a visual story that runs about two hours, or opens a season in under an hour.',
      'You work with a screenwriter who has adapted books before. Together you decide what to keep, what to combine and what to invent, and the writer builds a logline, synopsis and beat sheet before writing the script in industry-standard format.',
      'Alongside the script you receive a pitch deck that presents the story, characters, tone and comparable titles, ready to share with producers, managers and agents you approach.',
    ],
    process: [
      {
        title: 'Adaptation strategy',
        body: 'You and your screenwriter discuss format, audience and the heart of the story to preserve.',
      },
      {
        title: 'Logline, synopsis and outline',
        body: 'You approve the story structure before script writing begins.',
      },
      {
        title: 'Script writing',
        body: 'The screenwriter delivers a first draft, followed by two rounds of revisions based on your notes.',
      },
      {
        title: 'Pitch materials',
        body: 'We prepare a pitch deck and one-page summary to accompany the finished script.',
      },
    ],
    highlights: [
      {
        title: 'Experienced adapters',
        body: 'Our screenwriters specialize in adapting books for feature film and television.',
      },
      {
        title: 'Industry format',
        body: 'Scripts follow the formatting conventions readers at production companies expect.',
      },
      {
        title: 'Ready to pitch',
        body: 'Logline, synopsis and deck give you a complete package for outreach.',
      },
    ],
    faqs: [
      {
        question: 'Will you sell my screenplay to a studio?',
        answer:
          'We do not act as agents and cannot guarantee a sale or option. We prepare professional materials and guidance on approaching producers and managers.',
      },
      {
        question: 'Feature film or TV series?',
        answer:
          'Sprawling stories with many characters often suit a series, while focused stories suit a feature. Your screenwriter will recommend a format.',
      },
      {
        question: 'How long does it take?',
        answer: 'A feature screenplay usually takes three to four months from strategy call to final revision.',
      },
      {
        question: 'Who owns the screenplay?',
        answer:
          "You do. The writer's agreement assigns the screenplay to you, and you retain all film and television rights to your book.",
      },
    ],
    ctaTitle: 'Take your story to the screen',
    ctaBody: 'Tell us about your book and its cinematic potential, and we will match you with a screenwriter.',
  },
];
