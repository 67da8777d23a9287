import type { PaymentProfileMethod } from '@app/contracts/payouts-api';
import type { MailLocale } from '../identity/mail/mail-texts.js';

/**
 * The remittance advice an author receives when their payout is sent, in the 8 locales of the
 * identity mails. Filled in: {period}, {gross}, {percent}, {withheld}, {net}, {method}, {date}.
 */
export interface RemittanceText {
  subject: string;
  lines: string[];
  /** The line on tax withheld, left out when nothing is. */
  withheld: string;
  methods: Record<PaymentProfileMethod, string>;
  button: string;
}

export const remittanceTexts: Record<MailLocale, RemittanceText> = {
  en: {
    subject: 'Your royalty payment for {period}',
    lines: [
      'We have sent your royalty payment for {period}.',
      'Royalties paid: {gross}',
      'Paid to you: {net} by {method}, on {date}.',
    ],
    withheld: 'US tax withheld ({percent} %): {withheld}',
    methods: { ach: 'bank transfer', paypal: 'PayPal', cheque: 'cheque', wire: 'international wire' },
    button: 'See your statements and payouts',
  },
  fr: {
    subject: 'Votre paiement de droits d’auteur pour {period}',
    lines: [
      'Nous avons envoyé votre paiement de droits d’auteur pour {period}.',
      'Droits payés : {gross}',
      'Versé : {net} par {method}, le {date}.',
    ],
    withheld: 'Impôt américain retenu ({percent} %) : {withheld}',
    methods: { ach: 'virement bancaire', paypal: 'PayPal', cheque: 'chèque', wire: 'virement international' },
    button: 'Voir vos relevés et paiements',
  },
  es: {
    subject: 'Su pago de regalías de {period}',
    lines: [
      'Hemos enviado su pago de regalías de {period}.',
      'Regalías pagadas: {gross}',
      'Importe abonado: {net} por {method}, el {date}.',
    ],
    withheld: 'Impuesto de EE. UU. retenido ({percent} %): {withheld}',
    methods: { ach: 'transferencia bancaria', paypal: 'PayPal', cheque: 'cheque', wire: 'transferencia internacional' },
    button: 'Ver sus liquidaciones y pagos',
  },
  hu: {
    subject: 'Jogdíjkifizetése: {period}',
    lines: [
      'Elküldtük jogdíját erre az időszakra: {period}.',
      'Kifizetett jogdíj: {gross}',
      'Önnek utalva: {net}, {method} útján, {date}.',
    ],
    withheld: 'Levont amerikai adó ({percent} %): {withheld}',
    methods: { ach: 'banki átutalás', paypal: 'PayPal', cheque: 'csekk', wire: 'nemzetközi átutalás' },
    button: 'Elszámolások és kifizetések',
  },
  pt: {
    subject: 'O seu pagamento de direitos de autor de {period}',
    lines: [
      'Enviámos o seu pagamento de direitos de autor de {period}.',
      'Direitos pagos: {gross}',
      'Valor pago: {net} por {method}, em {date}.',
    ],
    withheld: 'Imposto dos EUA retido ({percent} %): {withheld}',
    methods: { ach: 'transferência bancária', paypal: 'PayPal', cheque: 'cheque', wire: 'transferência internacional' },
    button: 'Ver os seus extratos e pagamentos',
  },
  pl: {
    subject: 'Wypłata tantiem za {period}',
    lines: [
      'Wysłaliśmy wypłatę Twoich tantiem za {period}.',
      'Wypłacone tantiemy: {gross}',
      'Przekazano: {net}, {method}, dnia {date}.',
    ],
    withheld: 'Pobrany podatek USA ({percent} %): {withheld}',
    methods: { ach: 'przelewem bankowym', paypal: 'przez PayPal', cheque: 'czekiem', wire: 'przelewem zagranicznym' },
    button: 'Zobacz rozliczenia i wypłaty',
  },
  cs: {
    subject: 'Výplata honoráře za {period}',
    lines: [
      'Odeslali jsme vám výplatu honoráře za {period}.',
      'Vyplacený honorář: {gross}',
      'Vyplaceno vám: {net}, {method}, dne {date}.',
    ],
    withheld: 'Sražená daň USA ({percent} %): {withheld}',
    methods: { ach: 'bankovním převodem', paypal: 'přes PayPal', cheque: 'šekem', wire: 'zahraničním převodem' },
    button: 'Zobrazit vyúčtování a výplaty',
  },
  sk: {
    subject: 'Výplata honorára za {period}',
    lines: [
      'Odoslali sme vám výplatu honorára za {period}.',
      'Vyplatený honorár: {gross}',
      'Vyplatené vám: {net}, {method}, dňa {date}.',
    ],
    withheld: 'Zrazená daň USA ({percent} %): {withheld}',
    methods: { ach: 'bankovým prevodom', paypal: 'cez PayPal', cheque: 'šekom', wire: 'zahraničným prevodom' },
    button: 'Zobraziť vyúčtovania a výplaty',
  },
};
