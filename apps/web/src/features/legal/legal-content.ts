import { siteConfig } from '@app/contracts/site-config';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  path: string;
  title: string;
  metaDescription: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

// The brand comes from the site configuration, so a company that adopts the site renames it once.
const COMPANY = siteConfig.name;
const LEGAL_NAME = siteConfig.legalName;
const CONTACT_EMAIL = siteConfig.email;
const { address } = siteConfig;
const POSTAL_ADDRESS = `${address.street}, ${address.suite}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;

// ------------------------------------------------------------------ Privacy

export const privacyPolicy: LegalDocument = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  metaDescription: `How ${COMPANY} collects, uses, shares and protects the personal information of authors and visitors, and the choices you have.`,
  lastUpdated: '2026-11-01',
  intro: `This Privacy Policy explains how ${LEGAL_NAME} ("${COMPANY}", "we", "us") collects, uses and protects personal information when you visit our website, create an author account or buy our publishing and marketing services. We collect only what we need to deliver your projects, bill for them and keep our records in order, and we never sell your personal information.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${LEGAL_NAME} provides publishing and marketing services to independent authors and is responsible for the personal information described in this policy. You can reach us at ${CONTACT_EMAIL} or by mail at ${POSTAL_ADDRESS}.`,
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: [
        'We collect information you give us directly, information created while we work on your projects, and a limited amount of technical information when you use the website.',
      ],
      bullets: [
        'Account details: your name, email address and password (passwords are stored only in hashed form by our sign-in service).',
        'Profile details you choose to add: phone number, mailing address, city, state, ZIP code, country and a short author bio.',
        'Project information: the services you request, book titles, manuscripts, images, audio and other files you share, and notes and messages exchanged with our team.',
        'Billing records: invoices, installment schedules, amounts paid, payment dates, your preferred payment method and payment reference numbers.',
        'Agreement records: the service agreements sent to you and the date and status of your electronic signature.',
        'Communications: messages you send through our contact form, support chat, email or phone, and your newsletter subscription if you sign up.',
        'Technical information: IP address, browser type and pages requested, recorded in server logs for security and troubleshooting.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use personal information only for the purposes below.'],
      bullets: [
        'To create and secure your author account and let you sign in.',
        'To prepare quotes, service agreements, invoices and installment plans.',
        'To carry out the services you purchase, such as editing, design, audiobook production, distribution and marketing campaigns.',
        'To answer your questions and provide support.',
        'To send project updates, billing reminders and important account notices.',
        'To send our newsletter, only if you subscribed, with an unsubscribe link in every issue.',
        'To meet our accounting, tax and legal obligations and to protect against fraud and misuse.',
      ],
    },
    {
      heading: 'Payments and card information',
      paragraphs: [
        'Our services are billed by invoice, and many projects are paid through installment plans. You can pay by PayPal, check by mail, wire transfer or credit or debit card.',
        `${COMPANY} does not collect or store full card numbers, security codes or bank login credentials. Card and PayPal payments are handled by the payment provider you use, under its own privacy policy. We keep only the information needed to reconcile your account, such as the amount, date, payment method, the last digits of a card where provided, and the transaction reference.`,
      ],
    },
    {
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'We keep cookies and browser storage to a minimum. We use them only to keep you signed in to your author account and to remember the items in your cart between visits. We also store your chat messages and payment-method preference in your browser so the pages you use load as you left them.',
        'We do not use advertising cookies or cross-site tracking, and we do not allow third parties to place tracking cookies through our website. You can clear cookies and site data in your browser at any time; doing so will sign you out and empty your cart.',
      ],
    },
    {
      heading: 'How we share information',
      paragraphs: [
        'We share personal information only when it is needed to deliver your services or required by law. Everyone we share it with must keep it confidential and use it only for the work we ask them to do.',
      ],
      bullets: [
        'Editors, designers, illustrators, narrators, translators and other specialists assigned to your project, under written confidentiality agreements.',
        "Printers, retailers and distribution platforms that need your book's metadata and files to publish it, such as title, author name, description and ISBN.",
        'Service providers that host our website, send email, process payments and provide electronic signatures.',
        'Professional advisers such as accountants and lawyers, and authorities when we are legally required to disclose information.',
        'A successor business if our company is merged or sold, subject to this policy.',
      ],
    },
    {
      heading: 'Your manuscripts and creative work',
      paragraphs: [
        'Unpublished manuscripts, artwork and recordings are treated as confidential. They are shared only with the people working on your project and are never used for any other purpose, published without your approval or shown to other clients.',
        'Marketing materials we create, such as press releases, trailers and social posts, are published only after you approve them.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'We keep account and profile information for as long as your account is active. If you ask us to close your account, we delete or anonymize your profile within 30 days, except for the records below.',
        'Invoices, payment records, installment schedules and signed agreements are kept for seven years after the end of the relevant tax year, because we are required to keep accurate accounting and tax records. Project files, including manuscripts and production files, are kept for 24 months after a project is completed so that we can handle corrections and new editions, then deleted unless you ask us to keep them longer or to delete them sooner.',
      ],
    },
    {
      heading: 'How we protect information',
      paragraphs: [
        'We use encrypted connections for the whole website, restrict access to personal information to team members who need it, and require strong passwords and two-factor authentication for staff accounts. Authors can strengthen their own accounts in the Security Settings page of the dashboard.',
        `No system is completely secure. If we become aware of a security incident affecting your personal information, we will notify you and the appropriate authorities as required by law. Please tell us at once at ${CONTACT_EMAIL} if you suspect someone has accessed your account.`,
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        'Depending on where you live, including in states such as California, Colorado, Virginia and Texas, you may have the right to request access to the personal information we hold about you, to correct it, to delete it or to receive a copy in a portable format. We will honor these requests for all authors regardless of state, subject to the records we must keep by law.',
        `You can update most profile details yourself in the dashboard. For other requests, email ${CONTACT_EMAIL}. We will confirm your identity and respond within 30 days. You can unsubscribe from our newsletter at any time using the link in each email. We will not treat you differently for exercising your rights.`,
      ],
    },
    {
      heading: "Children's privacy",
      paragraphs: [
        "Our website and services are intended for adults. We do not knowingly collect personal information from children under 13. Authors of children's books must hold their accounts themselves. If you believe a child has given us personal information, contact us and we will delete it.",
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We may update this policy as our services or legal requirements change. The date at the top shows the latest revision, and we will email account holders about significant changes. Questions about this policy can be sent to ${CONTACT_EMAIL} or to ${LEGAL_NAME}, ${POSTAL_ADDRESS}.`,
      ],
    },
  ],
};

// -------------------------------------------------------------------- Terms

export const termsOfService: LegalDocument = {
  path: '/terms-of-service',
  title: 'Terms of Service',
  metaDescription: `The terms that apply when you use the ${COMPANY} website, create an author account and purchase publishing and marketing services.`,
  lastUpdated: '2026-11-01',
  intro: `These Terms of Service govern your use of the ${COMPANY} website and author dashboard and your purchase of services from ${LEGAL_NAME}. By creating an account or signing a service agreement, you accept these terms. Please read them together with our Privacy Policy and Refund Policy.`,
  sections: [
    {
      heading: 'Our services',
      paragraphs: [
        `${COMPANY} offers publishing services, including editing, design, typesetting, audiobook production, translation, data entry and distribution, and marketing services, including advertising, social media, reviews, press, websites, trailers and events.`,
        'The exact scope, deliverables, schedule and price of each project are set out in a written quote and a service agreement. If a service agreement conflicts with these terms, the service agreement applies for that project.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 years old to create an account and buy services. You agree to provide accurate information, to keep your password confidential and to tell us promptly about any unauthorized use of your account. You are responsible for activity that takes place under your account.',
      ],
    },
    {
      heading: 'Quotes, orders and pricing',
      paragraphs: [
        'Most services are priced by custom quote because every book is different. Adding a service to your cart or submitting checkout is a request for that service, not a binding order; a project starts only when you have signed the service agreement and paid any first installment it requires.',
        'Copy editing is priced at $0.05 per word, based on the word count of the manuscript you submit. Quotes are valid for 30 days. Prices are in US dollars and exclude applicable sales tax, third-party advertising spend and other pass-through costs unless the quote says otherwise.',
      ],
    },
    {
      heading: 'Invoices, installments and payment',
      paragraphs: [
        'We bill by invoice. Unless your agreement states otherwise, invoices are due 30 days after issue. Many projects can be paid through an installment plan; the number, amounts and due dates of installments appear in your agreement and in your dashboard.',
        'You can pay by PayPal, check by mail, wire transfer or credit or debit card. Card and PayPal payments are processed by third-party providers, and we do not store your full card details. Bank and processing fees charged by your own bank are your responsibility.',
        'If a payment is more than 15 days overdue, we may pause work on the project after notifying you and resume once the account is current. Deadlines move by the length of any pause.',
      ],
    },
    {
      heading: 'Your content and intellectual property',
      paragraphs: [
        'You keep all copyright and other rights in your manuscript, artwork and other materials you provide. You grant us a limited, non-exclusive license to use them only as needed to perform the services you purchased, including sharing them with assigned specialists and submitting them to printers, retailers and platforms on your behalf.',
        "You confirm that you own or have permission to use everything you provide, and that it does not infringe anyone else's rights, defame anyone or break the law. We may decline or stop work on material that we reasonably believe does not meet these requirements.",
        'Once a project is paid in full, you own the final deliverables created for you, such as cover designs, interior files, audio files, translations, scripts and trailers, subject to the license terms of any stock images, fonts, footage or music included in them, which we will identify. Working files and templates that are not part of the deliverables remain ours.',
      ],
    },
    {
      heading: 'Approvals, revisions and timelines',
      paragraphs: [
        'Each service includes the number of revision rounds stated in your agreement. Additional rounds and changes in scope are quoted before any extra work begins.',
        'Timelines depend on timely feedback from you. If we send a proof or deliverable for approval and do not hear from you within 21 days, we will send a reminder; if there is still no response after a further 14 days, the milestone is treated as approved so that the project schedule and billing can continue.',
        'Before publication you will receive final proofs to approve. You are responsible for checking them; errors you approve and that we did not introduce can be corrected afterward for an additional fee.',
      ],
    },
    {
      heading: 'Third-party platforms and results',
      paragraphs: [
        'Many services rely on third parties such as print-on-demand partners, online retailers, audiobook platforms, advertising networks, Goodreads, newswires, billboard operators and book fair organizers. Their terms, fees, review processes and decisions are outside our control, and they may reject, delay or remove content under their own policies.',
        'We commit to delivering the services described in your agreement with professional care. We do not guarantee any number of sales, downloads, reviews, rankings, media placements, film or rights deals, or any other commercial outcome.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'We keep your unpublished work and the details of your projects confidential and require the same of every specialist we assign. You agree to keep confidential any non-public pricing, processes or materials we share with you for your project.',
      ],
    },
    {
      heading: 'Cancellation and termination',
      paragraphs: [
        'You may cancel a project at any time by writing to us. Refunds, if any, are calculated under our Refund Policy according to the stage the project has reached.',
        'We may suspend or close an account, or end a project, if you materially breach these terms or your agreement, if payments remain unpaid after notice, or if continuing would expose us to legal risk. In that case we will deliver any completed work that has been paid for.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'The website is provided as is and as available. Except as expressly stated in your agreement, we make no other warranties, express or implied, including warranties of merchantability or fitness for a particular purpose.',
        `To the fullest extent permitted by law, ${COMPANY} will not be liable for indirect, incidental, special or consequential damages, or for lost profits, royalties or opportunities. Our total liability for any claim relating to a project is limited to the amount you paid us for that project.`,
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the State of Texas, without regard to its conflict of law rules. If a dispute arises, we both agree to try to resolve it informally first by contacting the other in writing and allowing 30 days for a response.',
        'Any dispute that cannot be resolved informally will be brought in the state or federal courts located in Travis County, Texas, unless applicable law gives you the right to bring it elsewhere.',
      ],
    },
    {
      heading: 'Changes to these terms and contact',
      paragraphs: [
        `We may update these terms from time to time. The version in effect when you sign a service agreement applies to that project. For questions about these terms, contact us at ${CONTACT_EMAIL} or write to ${LEGAL_NAME}, ${POSTAL_ADDRESS}.`,
      ],
    },
  ],
};

// ------------------------------------------------------------------- Refund

export const refundPolicy: LegalDocument = {
  path: '/refund-policy',
  title: 'Refund Policy',
  metaDescription: `How ${COMPANY} handles cancellations and refunds for publishing and marketing services, by project stage and payment plan.`,
  lastUpdated: '2026-11-01',
  intro: `Every ${COMPANY} project is custom work carried out by editors, designers, narrators and marketers who are paid for their time as the project moves forward. This policy explains how refunds are calculated if you cancel, based on the stage your project has reached, so you always know where you stand.`,
  sections: [
    {
      heading: 'Changing your mind before work begins',
      paragraphs: [
        'If you cancel within 7 days of signing your service agreement and before project kickoff, you receive a full refund of any amounts paid, less any third-party costs we have already paid on your behalf at your request.',
      ],
    },
    {
      heading: 'Refunds by project stage',
      paragraphs: [
        'After kickoff, refunds are based on the milestones in your service agreement. Each milestone has a share of the total project fee, shown in your agreement.',
      ],
      bullets: [
        'Before kickoff: full refund of amounts paid, less third-party costs already incurred.',
        'After kickoff, before the first deliverable is sent to you: refund of 80% of amounts paid, less third-party costs.',
        'After the first deliverable is sent, such as cover concepts, a sample chapter, narrator auditions or a campaign plan: refund of the fees for milestones that have not yet started. Completed milestones and the milestone in progress are non-refundable.',
        'After final files are approved, or once a book is published or a campaign has launched: no refund for that project.',
      ],
    },
    {
      heading: 'Copy editing',
      paragraphs: [
        'Copy editing is billed at $0.05 per word. If you cancel while an edit is in progress, you pay only for the words edited up to the date of cancellation, and we return the partially edited manuscript with any balance refunded.',
      ],
    },
    {
      heading: 'Marketing campaigns and advertising spend',
      paragraphs: [
        'Advertising spend paid to platforms such as Amazon, Facebook or Instagram goes directly to those platforms and cannot be refunded by us. For ongoing campaigns billed monthly, the management fee for the current month is non-refundable; you can cancel future months by giving written notice before the next billing date.',
        'Billboard placements, newswire distribution, Goodreads listing fees and book fair registrations become non-refundable once booked with the provider, because the provider does not refund them to us.',
      ],
    },
    {
      heading: 'Third-party and pass-through costs',
      paragraphs: [
        'Some costs are paid to other businesses for your project and cannot be recovered once incurred. These are deducted from any refund and are listed on your invoice.',
      ],
      bullets: [
        'ISBNs assigned to your book',
        'Printed proofs and author copies',
        'Stock images, fonts, footage and music licensed for your project',
        'Narrator and studio fees for audio already recorded',
        'Translator fees for chapters already translated',
        'Domain registration and hosting purchased for your website',
        'Shipping and customs charges',
      ],
    },
    {
      heading: 'Installment plans',
      paragraphs: [
        'If you cancel a project paid through an installment plan, we compare the amount you have paid with the value of work completed under this policy. If you have paid more, we refund the difference; if you have paid less, the remaining balance for completed work becomes due and any other future installments are cancelled.',
      ],
    },
    {
      heading: 'If you are not satisfied with a deliverable',
      paragraphs: [
        'Please tell us within 14 days of receiving a deliverable if it does not match what your agreement describes. We will first revise it within the included revision rounds, and if needed assign a different specialist at no extra charge.',
        'If we are still unable to deliver the agreed service, we will refund the fees for the affected milestone. Differences of personal taste after approval, or sales and review results, are not grounds for a refund.',
      ],
    },
    {
      heading: 'How to request a refund',
      paragraphs: [
        `Email ${CONTACT_EMAIL} from the address on your account with your name, book title, invoice number and the reason for cancellation. We will confirm receipt within 2 business days and send you a written refund calculation within 5 business days.`,
        'Approved refunds are issued within 10 business days to the original payment method: PayPal and card payments are returned to the same account or card, and check or wire payments are refunded by check or wire transfer to an account in your name. Your bank may take additional time to post the refund.',
      ],
    },
    {
      heading: 'Payment disputes',
      paragraphs: [
        'If you have a concern about a charge, please contact us before filing a dispute with your bank or PayPal. Most questions are resolved quickly, and a dispute can delay both your refund and the work on your project.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about this policy can be sent to ${CONTACT_EMAIL} or by mail to ${LEGAL_NAME}, ${POSTAL_ADDRESS}. If your service agreement contains different refund terms, those terms apply to that project.`,
      ],
    },
  ],
};
