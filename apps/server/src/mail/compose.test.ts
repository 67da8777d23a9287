import { siteConfig } from '@app/contracts/site-config';
import { describe, expect, it } from 'vitest';
import { composeMail } from './compose.js';

describe('composeMail', () => {
  const mail = composeMail({
    to: 'reader@example.com',
    subject: 'Your <invoice> & more',
    locale: 'fr',
    parts: [
      { lines: ['Bonjour <b>Eve</b>,', 'second line', '', 'next paragraph'] },
      { list: { title: 'How to pay', items: ['Bank transfer', 'Cheque "by post"'] } },
      { button: { label: 'Pay now', href: 'https://books.example/pay?a=1&b=2' } },
      { note: 'Turn these off in your dashboard.' },
      { addressOf: { hint: 'Or open this address:', href: 'https://books.example/pay?a=1&b=2' } },
    ],
  });

  it('writes the plain text as paragraphs, list, action, note and signature', () => {
    expect(mail.text).toBe(
      [
        'Bonjour <b>Eve</b>,\nsecond line\n\nnext paragraph',
        'How to pay:\n- Bank transfer\n- Cheque "by post"',
        'Pay now: https://books.example/pay?a=1&b=2',
        'Turn these off in your dashboard.',
        `— ${siteConfig.name}`,
      ].join('\n\n'),
    );
  });

  it('escapes every text and address in the HTML, and names its language', () => {
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<title>Your &lt;invoice&gt; &amp; more</title>');
    expect(mail.html).toContain('Bonjour &lt;b&gt;Eve&lt;/b&gt;,<br>second line</p>');
    expect(mail.html).toContain('<li>Cheque &quot;by post&quot;</li>');
    expect(mail.html).toContain('href="https://books.example/pay?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<b>Eve');
  });

  it('leaves the signature off a mail to the site’s own staff', () => {
    const unsigned = composeMail({ to: 'a@b.c', subject: 's', locale: 'en', parts: [{ lines: ['x'] }], signed: false });
    expect(unsigned.text).toBe('x');
  });
});
