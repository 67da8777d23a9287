/** The identity mails, each in the 8 locales the site speaks. `{site}` is the brand name. */

export const mailLocales = ['en', 'fr', 'es', 'hu', 'pt', 'pl', 'cs', 'sk'] as const;
export type MailLocale = (typeof mailLocales)[number];

export type MailKind = 'confirmation' | 'invite' | 'recovery' | 'email_change' | 'login_paused';

export interface MailText {
  subject: string;
  /** Paragraphs before the button. */
  intro: string;
  button: string;
  /** Paragraph after the button (validity, what to do if unexpected). */
  outro: string;
}

type LocaleTexts = Record<MailKind, MailText> & { linkHint: string };

const en: LocaleTexts = {
  confirmation: {
    subject: 'Confirm Your Signup',
    intro: 'Welcome to {site}! Please confirm your email address to finish creating your account.',
    button: 'Confirm my email',
    outro: 'This link is valid for 24 hours. If you did not sign up, you can ignore this message.',
  },
  invite: {
    subject: 'You have been invited',
    intro: 'You have been invited to create an account on {site}. Choose a password to accept the invitation.',
    button: 'Accept the invitation',
    outro: 'This invitation is valid for 7 days. If you were not expecting it, you can ignore this message.',
  },
  recovery: {
    subject: 'Reset Your Password',
    intro: 'We received a request to reset the password of your {site} account.',
    button: 'Choose a new password',
    outro:
      'This link is valid for 1 hour. If you did not ask for it, you can ignore this message: your password stays as it is.',
  },
  email_change: {
    subject: 'Confirm Email Change',
    intro: 'Please confirm that you want to use this address for your {site} account.',
    button: 'Confirm the new address',
    outro:
      'This link is valid for 24 hours. If you did not ask for this change, ignore this message and your address stays as it is.',
  },
  login_paused: {
    subject: 'Sign-in to your account was paused',
    intro:
      'There were many failed attempts to sign in to your {site} account, so password sign-in is paused for one hour.',
    button: 'Reset my password',
    outro:
      'If these attempts were yours, wait an hour or reset your password with the link above. If not, your password was not used: consider changing it.',
  },
  linkHint: 'If the button does not work, copy this link into your browser:',
};

const fr: LocaleTexts = {
  confirmation: {
    subject: 'Confirmez votre inscription',
    intro: 'Bienvenue chez {site} ! Confirmez votre adresse e-mail pour terminer la création de votre compte.',
    button: 'Confirmer mon adresse',
    outro: 'Ce lien est valable 24 heures. Si vous ne vous êtes pas inscrit, ignorez ce message.',
  },
  invite: {
    subject: 'Vous avez été invité',
    intro: 'Vous êtes invité à créer un compte chez {site}. Choisissez un mot de passe pour accepter l’invitation.',
    button: 'Accepter l’invitation',
    outro: "Cette invitation est valable 7 jours. Si vous ne l'attendiez pas, ignorez ce message.",
  },
  recovery: {
    subject: 'Réinitialisez votre mot de passe',
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {site}.',
    button: 'Choisir un nouveau mot de passe',
    outro:
      "Ce lien est valable 1 heure. Si vous n'êtes pas à l'origine de la demande, ignorez ce message : votre mot de passe ne change pas.",
  },
  email_change: {
    subject: "Confirmez le changement d'adresse e-mail",
    intro: 'Confirmez que vous souhaitez utiliser cette adresse pour votre compte {site}.',
    button: 'Confirmer la nouvelle adresse',
    outro: "Ce lien est valable 24 heures. Si vous n'avez pas demandé ce changement, ignorez ce message.",
  },
  login_paused: {
    subject: 'La connexion à votre compte a été suspendue',
    intro:
      'De nombreuses tentatives de connexion à votre compte {site} ont échoué : la connexion par mot de passe est suspendue pendant une heure.',
    button: 'Réinitialiser mon mot de passe',
    outro:
      "Si ces tentatives venaient de vous, attendez une heure ou réinitialisez votre mot de passe. Sinon, votre mot de passe n'a pas été utilisé : pensez à le changer.",
  },
  linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
};

const es: LocaleTexts = {
  confirmation: {
    subject: 'Confirma tu registro',
    intro: '¡Bienvenido a {site}! Confirma tu dirección de correo para terminar de crear tu cuenta.',
    button: 'Confirmar mi correo',
    outro: 'Este enlace es válido durante 24 horas. Si no te registraste, ignora este mensaje.',
  },
  invite: {
    subject: 'Has recibido una invitación',
    intro: 'Te han invitado a crear una cuenta en {site}. Elige una contraseña para aceptar la invitación.',
    button: 'Aceptar la invitación',
    outro: 'Esta invitación es válida durante 7 días. Si no la esperabas, ignora este mensaje.',
  },
  recovery: {
    subject: 'Restablece tu contraseña',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {site}.',
    button: 'Elegir una contraseña nueva',
    outro: 'Este enlace es válido durante 1 hora. Si no lo solicitaste, ignora este mensaje: tu contraseña no cambia.',
  },
  email_change: {
    subject: 'Confirma el cambio de correo',
    intro: 'Confirma que quieres usar esta dirección para tu cuenta de {site}.',
    button: 'Confirmar la nueva dirección',
    outro: 'Este enlace es válido durante 24 horas. Si no pediste este cambio, ignora este mensaje.',
  },
  login_paused: {
    subject: 'Se ha pausado el acceso a tu cuenta',
    intro:
      'Hubo muchos intentos fallidos de acceder a tu cuenta de {site}, así que el acceso con contraseña queda en pausa durante una hora.',
    button: 'Restablecer mi contraseña',
    outro:
      'Si fuiste tú, espera una hora o restablece tu contraseña. Si no, tu contraseña no se usó: considera cambiarla.',
  },
  linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
};

const hu: LocaleTexts = {
  confirmation: {
    subject: 'Erősítsd meg a regisztrációdat',
    intro: 'Üdvözlünk a(z) {site} oldalon! Erősítsd meg az e-mail-címedet a fiók létrehozásának befejezéséhez.',
    button: 'E-mail-cím megerősítése',
    outro: 'A link 24 óráig érvényes. Ha nem te regisztráltál, hagyd figyelmen kívül ezt az üzenetet.',
  },
  invite: {
    subject: 'Meghívást kaptál',
    intro: 'Meghívtak, hogy hozz létre fiókot a(z) {site} oldalon. Válassz jelszót a meghívás elfogadásához.',
    button: 'Meghívás elfogadása',
    outro: 'A meghívás 7 napig érvényes. Ha nem számítottál rá, hagyd figyelmen kívül ezt az üzenetet.',
  },
  recovery: {
    subject: 'Jelszó visszaállítása',
    intro: 'Kérést kaptunk a(z) {site} fiókod jelszavának visszaállítására.',
    button: 'Új jelszó megadása',
    outro: 'A link 1 óráig érvényes. Ha nem te kérted, hagyd figyelmen kívül: a jelszavad nem változik.',
  },
  email_change: {
    subject: 'E-mail-cím módosításának megerősítése',
    intro: 'Erősítsd meg, hogy ezt a címet szeretnéd használni a(z) {site} fiókodhoz.',
    button: 'Új cím megerősítése',
    outro: 'A link 24 óráig érvényes. Ha nem te kérted a módosítást, hagyd figyelmen kívül ezt az üzenetet.',
  },
  login_paused: {
    subject: 'A fiókodba való bejelentkezés szünetel',
    intro:
      'Sok sikertelen bejelentkezési kísérlet történt a(z) {site} fiókodba, ezért a jelszavas bejelentkezés egy órára szünetel.',
    button: 'Jelszó visszaállítása',
    outro:
      'Ha te próbálkoztál, várj egy órát, vagy állítsd vissza a jelszavadat. Ha nem, a jelszavadat nem használták: érdemes lehet megváltoztatni.',
  },
  linkHint: 'Ha a gomb nem működik, másold ezt a linket a böngésződbe:',
};

const pt: LocaleTexts = {
  confirmation: {
    subject: 'Confirme o seu registo',
    intro: 'Bem-vindo à {site}! Confirme o seu endereço de e-mail para concluir a criação da conta.',
    button: 'Confirmar o meu e-mail',
    outro: 'Esta ligação é válida durante 24 horas. Se não se registou, ignore esta mensagem.',
  },
  invite: {
    subject: 'Recebeu um convite',
    intro: 'Foi convidado a criar uma conta na {site}. Escolha uma palavra-passe para aceitar o convite.',
    button: 'Aceitar o convite',
    outro: 'Este convite é válido durante 7 dias. Se não o esperava, ignore esta mensagem.',
  },
  recovery: {
    subject: 'Redefina a sua palavra-passe',
    intro: 'Recebemos um pedido para redefinir a palavra-passe da sua conta {site}.',
    button: 'Escolher uma nova palavra-passe',
    outro:
      'Esta ligação é válida durante 1 hora. Se não fez o pedido, ignore esta mensagem: a sua palavra-passe mantém-se.',
  },
  email_change: {
    subject: 'Confirme a alteração de e-mail',
    intro: 'Confirme que pretende usar este endereço na sua conta {site}.',
    button: 'Confirmar o novo endereço',
    outro: 'Esta ligação é válida durante 24 horas. Se não pediu esta alteração, ignore esta mensagem.',
  },
  login_paused: {
    subject: 'O acesso à sua conta foi suspenso',
    intro:
      'Houve muitas tentativas falhadas de entrar na sua conta {site}, por isso o acesso por palavra-passe fica suspenso durante uma hora.',
    button: 'Redefinir a palavra-passe',
    outro:
      'Se foi você, aguarde uma hora ou redefina a palavra-passe. Caso contrário, a sua palavra-passe não foi usada: considere alterá-la.',
  },
  linkHint: 'Se o botão não funcionar, copie esta ligação para o navegador:',
};

const pl: LocaleTexts = {
  confirmation: {
    subject: 'Potwierdź rejestrację',
    intro: 'Witamy w {site}! Potwierdź swój adres e-mail, aby dokończyć zakładanie konta.',
    button: 'Potwierdź adres e-mail',
    outro: 'Link jest ważny przez 24 godziny. Jeśli to nie Ty się rejestrowałeś, zignoruj tę wiadomość.',
  },
  invite: {
    subject: 'Otrzymałeś zaproszenie',
    intro: 'Zaproszono Cię do założenia konta w {site}. Ustal hasło, aby przyjąć zaproszenie.',
    button: 'Przyjmij zaproszenie',
    outro: 'Zaproszenie jest ważne przez 7 dni. Jeśli się go nie spodziewałeś, zignoruj tę wiadomość.',
  },
  recovery: {
    subject: 'Zresetuj hasło',
    intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta {site}.',
    button: 'Ustal nowe hasło',
    outro: 'Link jest ważny przez 1 godzinę. Jeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
  },
  email_change: {
    subject: 'Potwierdź zmianę adresu e-mail',
    intro: 'Potwierdź, że chcesz używać tego adresu w swoim koncie {site}.',
    button: 'Potwierdź nowy adres',
    outro: 'Link jest ważny przez 24 godziny. Jeśli nie prosiłeś o tę zmianę, zignoruj tę wiadomość.',
  },
  login_paused: {
    subject: 'Logowanie do Twojego konta zostało wstrzymane',
    intro:
      'Było wiele nieudanych prób logowania do Twojego konta {site}, więc logowanie hasłem jest wstrzymane na godzinę.',
    button: 'Zresetuj hasło',
    outro:
      'Jeśli to byłeś Ty, odczekaj godzinę lub zresetuj hasło. Jeśli nie, hasło nie zostało użyte: rozważ jego zmianę.',
  },
  linkHint: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
};

const cs: LocaleTexts = {
  confirmation: {
    subject: 'Potvrďte svou registraci',
    intro: 'Vítejte v {site}! Potvrďte svou e-mailovou adresu a dokončete vytvoření účtu.',
    button: 'Potvrdit e-mail',
    outro: 'Odkaz platí 24 hodin. Pokud jste se neregistrovali, tuto zprávu ignorujte.',
  },
  invite: {
    subject: 'Byli jste pozváni',
    intro: 'Byli jste pozváni k vytvoření účtu v {site}. Zvolte heslo a pozvánku přijměte.',
    button: 'Přijmout pozvánku',
    outro: 'Pozvánka platí 7 dní. Pokud jste ji nečekali, tuto zprávu ignorujte.',
  },
  recovery: {
    subject: 'Obnovení hesla',
    intro: 'Obdrželi jsme žádost o obnovení hesla k vašemu účtu {site}.',
    button: 'Zvolit nové heslo',
    outro: 'Odkaz platí 1 hodinu. Pokud jste o obnovení nežádali, zprávu ignorujte: heslo zůstane beze změny.',
  },
  email_change: {
    subject: 'Potvrzení změny e-mailu',
    intro: 'Potvrďte, že chcete tuto adresu používat pro svůj účet {site}.',
    button: 'Potvrdit novou adresu',
    outro: 'Odkaz platí 24 hodin. Pokud jste o změnu nežádali, tuto zprávu ignorujte.',
  },
  login_paused: {
    subject: 'Přihlášení k vašemu účtu bylo pozastaveno',
    intro:
      'K vašemu účtu {site} proběhlo mnoho neúspěšných pokusů o přihlášení, proto je přihlášení heslem na hodinu pozastaveno.',
    button: 'Obnovit heslo',
    outro:
      'Pokud jste to byli vy, počkejte hodinu nebo si heslo obnovte. Pokud ne, heslo nebylo použito: zvažte jeho změnu.',
  },
  linkHint: 'Pokud tlačítko nefunguje, zkopírujte tento odkaz do prohlížeče:',
};

const sk: LocaleTexts = {
  confirmation: {
    subject: 'Potvrďte svoju registráciu',
    intro: 'Vitajte v {site}! Potvrďte svoju e-mailovú adresu a dokončite vytvorenie účtu.',
    button: 'Potvrdiť e-mail',
    outro: 'Odkaz platí 24 hodín. Ak ste sa neregistrovali, túto správu ignorujte.',
  },
  invite: {
    subject: 'Boli ste pozvaní',
    intro: 'Boli ste pozvaní vytvoriť si účet v {site}. Zvoľte heslo a pozvánku prijmite.',
    button: 'Prijať pozvánku',
    outro: 'Pozvánka platí 7 dní. Ak ste ju nečakali, túto správu ignorujte.',
  },
  recovery: {
    subject: 'Obnovenie hesla',
    intro: 'Dostali sme žiadosť o obnovenie hesla k vášmu účtu {site}.',
    button: 'Zvoliť nové heslo',
    outro: 'Odkaz platí 1 hodinu. Ak ste o obnovenie nežiadali, správu ignorujte: heslo zostane bez zmeny.',
  },
  email_change: {
    subject: 'Potvrdenie zmeny e-mailu',
    intro: 'Potvrďte, že chcete túto adresu používať pre svoj účet {site}.',
    button: 'Potvrdiť novú adresu',
    outro: 'Odkaz platí 24 hodín. Ak ste o zmenu nežiadali, túto správu ignorujte.',
  },
  login_paused: {
    subject: 'Prihlásenie do vášho účtu bolo pozastavené',
    intro:
      'Do vášho účtu {site} bolo veľa neúspešných pokusov o prihlásenie, preto je prihlásenie heslom na hodinu pozastavené.',
    button: 'Obnoviť heslo',
    outro:
      'Ak ste to boli vy, počkajte hodinu alebo si heslo obnovte. Ak nie, heslo nebolo použité: zvážte jeho zmenu.',
  },
  linkHint: 'Ak tlačidlo nefunguje, skopírujte tento odkaz do prehliadača:',
};

export const mailTexts: Record<MailLocale, LocaleTexts> = { en, fr, es, hu, pt, pl, cs, sk };

const isMailLocale = (value: string): value is MailLocale => (mailLocales as readonly string[]).includes(value);

/**
 * The locale of a mail: an explicit choice (signup `data.locale`, stored metadata) first, then
 * the best supported language of Accept-Language, else English.
 */
export function pickMailLocale(explicit: unknown, acceptLanguage: string | undefined): MailLocale {
  if (typeof explicit === 'string') {
    const primary = explicit.toLowerCase().split(/[-_]/)[0] ?? '';
    if (isMailLocale(primary)) return primary;
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isMailLocale) ?? 'en';
}
