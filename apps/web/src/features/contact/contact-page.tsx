import { siteConfig } from '@app/contracts/site-config';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { PageIntro, Section } from '../../components/page-intro';
import { PageMeta } from '../seo/page-meta';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const { address } = siteConfig;
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Talk to Quillbridge Publishing about publishing or marketing your book. Call toll-free, email us or send a message."
        path="/contact"
      />
      <PageIntro
        eyebrow="Contact"
        title="Let's Talk About Your Book"
        lead="Send us a message or book a free strategy call. We reply within one business day."
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[1fr_320px]">
          <ContactForm />
          <aside className="space-y-6 text-slate-800">
            <h2 className="font-serif text-2xl text-ink-dark">Other ways to reach us</h2>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="h-5 w-5 shrink-0 text-ink" />
              <span>
                Toll-free{' '}
                <a href={`tel:${siteConfig.phone.tel}`} className="font-semibold text-ink underline">
                  {siteConfig.phone.display}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="h-5 w-5 shrink-0 text-ink" />
              <a href={`mailto:${siteConfig.email}`} className="font-semibold break-all text-ink underline">
                {siteConfig.email}
              </a>
            </p>
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="h-5 w-5 shrink-0 text-ink" />
              <span>
                {address.street}, {address.suite}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="h-5 w-5 shrink-0 text-ink" />
              {siteConfig.businessHours}
            </p>
            <a
              href={siteConfig.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block font-semibold text-ink underline"
            >
              Message us on WhatsApp
            </a>
          </aside>
        </div>
      </Section>
    </>
  );
}
