import { preferredLanguage } from '../../http/accept-language.js';

/** The identity mails, each in the 8 locales the site speaks. `{site}` is the brand name. */

export const mailLocales = ['en', 'fr', 'es', 'hu', 'pt', 'pl', 'cs', 'sk'] as const;
export type MailLocale = (typeof mailLocales)[number];

/**
 * Security notices: something changed on the account. Each goes to the account's address (the
 * email change's to the address being replaced) with a recovery link to secure the account.
 */
export const securityNoticeKinds = [
  'password_changed',
  'email_change_requested',
  'factor_added',
  'factor_removed',
] as const;
export type SecurityNoticeKind = (typeof securityNoticeKinds)[number];

export type MailKind =
  'confirmation' | 'invite' | 'recovery' | 'email_change' | 'magiclink' | 'login_paused' | SecurityNoticeKind;

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
  magiclink: {
    subject: 'Your sign-in link',
    intro: 'Use the button below to sign in to your {site} account. It works once and does not change your password.',
    button: 'Sign me in',
    outro:
      'This link is valid for 15 minutes. If you did not ask for it, you can ignore this message: nobody can use it without access to your mailbox.',
  },
  login_paused: {
    subject: 'Sign-in to your account was paused',
    intro:
      'There were many failed attempts to sign in to your {site} account, so password sign-in from the addresses they came from is paused for a while (up to 15 minutes at a time). Your other devices can still sign in.',
    button: 'Reset my password',
    outro:
      'If these attempts were yours, wait a few minutes or reset your password with the link above. If not, your password was not used: consider changing it.',
  },
  password_changed: {
    subject: 'Your password was changed',
    intro:
      'The password of your {site} account was just changed, and the other devices signed in to it were signed out.',
    button: 'Secure my account',
    outro:
      'If you made this change, there is nothing to do. If not, choose a new password with the link above (valid for 1 hour): it signs out every other device too.',
  },
  email_change_requested: {
    subject: 'A change of your email address was requested',
    intro:
      'Someone signed in to your {site} account asked to replace this email address with another one. The change takes effect only once the new address is confirmed.',
    button: 'Cancel the change and secure my account',
    outro:
      'If you asked for this change, there is nothing to do. If not, open the link above (valid for 1 hour): it cancels the change and lets you choose a new password.',
  },
  factor_added: {
    subject: 'Two-factor authentication was turned on',
    intro:
      'An authenticator app was added to your {site} account: from now on, signing in asks for its code after the password.',
    button: 'Secure my account',
    outro:
      'If you did this, there is nothing to do. If not, someone knows your password: choose a new one with the link above (valid for 1 hour) and contact us.',
  },
  factor_removed: {
    subject: 'Two-factor authentication was turned off',
    intro: 'The authenticator app of your {site} account was removed: signing in now only asks for the password.',
    button: 'Secure my account',
    outro:
      'If you did this, there is nothing to do. If not, choose a new password with the link above (valid for 1 hour) and turn two-factor authentication on again.',
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
  magiclink: {
    subject: 'Votre lien de connexion',
    intro:
      "Utilisez le bouton ci-dessous pour vous connecter à votre compte {site}. Il ne fonctionne qu'une fois et ne change pas votre mot de passe.",
    button: 'Me connecter',
    outro:
      "Ce lien est valable 15 minutes. Si vous ne l'avez pas demandé, vous pouvez ignorer ce message : personne ne peut l'utiliser sans accès à votre boîte mail.",
  },
  login_paused: {
    subject: 'La connexion à votre compte a été suspendue',
    intro:
      "De nombreuses tentatives de connexion à votre compte {site} ont échoué : la connexion par mot de passe depuis les adresses concernées est suspendue pour un temps (jusqu'à 15 minutes à chaque fois). Vos autres appareils peuvent toujours se connecter.",
    button: 'Réinitialiser mon mot de passe',
    outro:
      "Si ces tentatives venaient de vous, attendez quelques minutes ou réinitialisez votre mot de passe. Sinon, votre mot de passe n'a pas été utilisé : pensez à le changer.",
  },
  password_changed: {
    subject: 'Votre mot de passe a été modifié',
    intro:
      'Le mot de passe de votre compte {site} vient d’être modifié, et les autres appareils connectés à ce compte ont été déconnectés.',
    button: 'Sécuriser mon compte',
    outro:
      "Si c'est vous, vous n'avez rien à faire. Sinon, choisissez un nouveau mot de passe avec le lien ci-dessus (valable 1 heure) : cela déconnecte aussi tous les autres appareils.",
  },
  email_change_requested: {
    subject: 'Une modification de votre adresse e-mail a été demandée',
    intro:
      "Une personne connectée à votre compte {site} a demandé à remplacer cette adresse e-mail par une autre. Le changement ne prend effet qu'une fois la nouvelle adresse confirmée.",
    button: 'Annuler le changement et sécuriser mon compte',
    outro:
      "Si c'est vous, vous n'avez rien à faire. Sinon, ouvrez le lien ci-dessus (valable 1 heure) : il annule le changement et vous permet de choisir un nouveau mot de passe.",
  },
  factor_added: {
    subject: "L'authentification à deux facteurs a été activée",
    intro:
      "Une application d'authentification a été ajoutée à votre compte {site} : désormais, la connexion demande son code après le mot de passe.",
    button: 'Sécuriser mon compte',
    outro:
      "Si c'est vous, vous n'avez rien à faire. Sinon, quelqu'un connaît votre mot de passe : choisissez-en un nouveau avec le lien ci-dessus (valable 1 heure) et contactez-nous.",
  },
  factor_removed: {
    subject: "L'authentification à deux facteurs a été désactivée",
    intro:
      "L'application d'authentification de votre compte {site} a été retirée : la connexion ne demande plus que le mot de passe.",
    button: 'Sécuriser mon compte',
    outro:
      "Si c'est vous, vous n'avez rien à faire. Sinon, choisissez un nouveau mot de passe avec le lien ci-dessus (valable 1 heure) et réactivez l'authentification à deux facteurs.",
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
  magiclink: {
    subject: 'Su enlace de inicio de sesión',
    intro:
      'Use el botón de abajo para iniciar sesión en su cuenta de {site}. Funciona una sola vez y no cambia su contraseña.',
    button: 'Iniciar sesión',
    outro:
      'Este enlace es válido durante 15 minutos. Si no lo ha pedido, puede ignorar este mensaje: nadie puede usarlo sin acceso a su buzón.',
  },
  login_paused: {
    subject: 'Se ha pausado el acceso a tu cuenta',
    intro:
      'Hubo muchos intentos fallidos de acceder a tu cuenta de {site}, así que el acceso con contraseña desde las direcciones de las que vinieron queda en pausa durante un tiempo (hasta 15 minutos cada vez). Tus otros dispositivos pueden seguir accediendo.',
    button: 'Restablecer mi contraseña',
    outro:
      'Si fuiste tú, espera unos minutos o restablece tu contraseña. Si no, tu contraseña no se usó: considera cambiarla.',
  },
  password_changed: {
    subject: 'Tu contraseña ha cambiado',
    intro:
      'La contraseña de tu cuenta de {site} se acaba de cambiar, y se ha cerrado la sesión en los demás dispositivos conectados a ella.',
    button: 'Proteger mi cuenta',
    outro:
      'Si fuiste tú, no tienes que hacer nada. Si no, elige una contraseña nueva con el enlace de arriba (válido durante 1 hora): también cierra la sesión en todos los demás dispositivos.',
  },
  email_change_requested: {
    subject: 'Se ha solicitado cambiar tu dirección de correo',
    intro:
      'Alguien con la sesión iniciada en tu cuenta de {site} ha pedido sustituir esta dirección de correo por otra. El cambio solo se aplica cuando se confirma la nueva dirección.',
    button: 'Cancelar el cambio y proteger mi cuenta',
    outro:
      'Si lo pediste tú, no tienes que hacer nada. Si no, abre el enlace de arriba (válido durante 1 hora): cancela el cambio y te permite elegir una contraseña nueva.',
  },
  factor_added: {
    subject: 'Se ha activado la autenticación en dos pasos',
    intro:
      'Se ha añadido una aplicación de autenticación a tu cuenta de {site}: a partir de ahora, el inicio de sesión pide su código después de la contraseña.',
    button: 'Proteger mi cuenta',
    outro:
      'Si fuiste tú, no tienes que hacer nada. Si no, alguien conoce tu contraseña: elige una nueva con el enlace de arriba (válido durante 1 hora) y ponte en contacto con nosotros.',
  },
  factor_removed: {
    subject: 'Se ha desactivado la autenticación en dos pasos',
    intro:
      'Se ha quitado la aplicación de autenticación de tu cuenta de {site}: ahora el inicio de sesión solo pide la contraseña.',
    button: 'Proteger mi cuenta',
    outro:
      'Si fuiste tú, no tienes que hacer nada. Si no, elige una contraseña nueva con el enlace de arriba (válido durante 1 hora) y vuelve a activar la autenticación en dos pasos.',
  },
  linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
};

const hu: LocaleTexts = {
  confirmation: {
    subject: 'Erősítse meg regisztrációját',
    intro: 'Üdvözöljük a(z) {site} oldalon! A fiók létrehozásának befejezéséhez erősítse meg e-mail-címét.',
    button: 'E-mail-cím megerősítése',
    outro: 'A link 24 óráig érvényes. Ha nem Ön regisztrált, hagyja figyelmen kívül ezt az üzenetet.',
  },
  invite: {
    subject: 'Meghívást kapott',
    intro: 'Meghívták, hogy hozzon létre fiókot a(z) {site} oldalon. A meghívás elfogadásához válasszon jelszót.',
    button: 'Meghívás elfogadása',
    outro: 'A meghívás 7 napig érvényes. Ha nem számított rá, hagyja figyelmen kívül ezt az üzenetet.',
  },
  recovery: {
    subject: 'Jelszó visszaállítása',
    intro: 'Kérést kaptunk a(z) {site} fiókja jelszavának visszaállítására.',
    button: 'Új jelszó megadása',
    outro: 'A link 1 óráig érvényes. Ha nem Ön kérte, hagyja figyelmen kívül ezt az üzenetet: jelszava nem változik.',
  },
  email_change: {
    subject: 'E-mail-cím módosításának megerősítése',
    intro: 'Erősítse meg, hogy ezt a címet szeretné használni a(z) {site} fiókjához.',
    button: 'Új cím megerősítése',
    outro: 'A link 24 óráig érvényes. Ha nem Ön kérte a módosítást, hagyja figyelmen kívül ezt az üzenetet.',
  },
  magiclink: {
    subject: 'Az Ön bejelentkezési linkje',
    intro:
      'Az alábbi gombbal jelentkezhet be {site}-fiókjába. Egyszer használható, és nem változtatja meg a jelszavát.',
    button: 'Bejelentkezés',
    outro:
      'Ez a link 15 percig érvényes. Ha nem Ön kérte, figyelmen kívül hagyhatja ezt az üzenetet: a postafiókjához való hozzáférés nélkül senki sem használhatja.',
  },
  login_paused: {
    subject: 'A fiókjába való bejelentkezés szünetel',
    intro:
      'Sok sikertelen bejelentkezési kísérlet történt a(z) {site} fiókjába, ezért a jelszavas bejelentkezés azokról a címekről, ahonnan a kísérletek érkeztek, egy ideig szünetel (alkalmanként legfeljebb 15 percig). Többi eszközéről továbbra is bejelentkezhet.',
    button: 'Jelszó visszaállítása',
    outro:
      'Ha Ön próbálkozott, várjon néhány percet, vagy állítsa vissza jelszavát. Ha nem, jelszavát nem használták: érdemes lehet megváltoztatnia.',
  },
  password_changed: {
    subject: 'Jelszava megváltozott',
    intro:
      'A(z) {site} fiókjának jelszavát az imént megváltoztatták, a fiókjába bejelentkezett többi eszközt pedig kijelentkeztettük.',
    button: 'Fiókom védelme',
    outro:
      'Ha Ön módosította, nincs további teendője. Ha nem, a fenti linkkel (1 óráig érvényes) adjon meg új jelszót: ez minden más eszközt is kijelentkeztet.',
  },
  email_change_requested: {
    subject: 'E-mail-címének módosítását kérték',
    intro:
      'Valaki, aki be van jelentkezve a(z) {site} fiókjába, azt kérte, hogy ezt az e-mail-címet egy másikra cseréljük. A módosítás csak az új cím megerősítése után lép életbe.',
    button: 'Módosítás visszavonása és fiókom védelme',
    outro:
      'Ha Ön kérte a módosítást, nincs további teendője. Ha nem, nyissa meg a fenti linket (1 óráig érvényes): visszavonja a módosítást, és új jelszót adhat meg.',
  },
  factor_added: {
    subject: 'A kétlépcsős azonosítás bekapcsolva',
    intro:
      'Hitelesítő alkalmazást adtak hozzá a(z) {site} fiókjához: mostantól a bejelentkezés a jelszó után ennek kódját is kéri.',
    button: 'Fiókom védelme',
    outro:
      'Ha Ön tette, nincs további teendője. Ha nem, valaki ismeri a jelszavát: adjon meg új jelszót a fenti linkkel (1 óráig érvényes), és vegye fel velünk a kapcsolatot.',
  },
  factor_removed: {
    subject: 'A kétlépcsős azonosítás kikapcsolva',
    intro:
      'A(z) {site} fiókjából eltávolították a hitelesítő alkalmazást: a bejelentkezéshez mostantól csak a jelszó kell.',
    button: 'Fiókom védelme',
    outro:
      'Ha Ön tette, nincs további teendője. Ha nem, adjon meg új jelszót a fenti linkkel (1 óráig érvényes), és kapcsolja be újra a kétlépcsős azonosítást.',
  },
  linkHint: 'Ha a gomb nem működik, másolja ezt a linket a böngészőjébe:',
};

const pt: LocaleTexts = {
  confirmation: {
    subject: 'Confirme seu cadastro',
    intro: 'Boas-vindas à {site}! Confirme seu endereço de e-mail para concluir a criação da sua conta.',
    button: 'Confirmar meu e-mail',
    outro: 'Este link é válido por 24 horas. Se você não se cadastrou, ignore esta mensagem.',
  },
  invite: {
    subject: 'Você recebeu um convite',
    intro: 'Você foi convidado a criar uma conta na {site}. Escolha uma senha para aceitar o convite.',
    button: 'Aceitar o convite',
    outro: 'Este convite é válido por 7 dias. Se você não esperava por ele, ignore esta mensagem.',
  },
  recovery: {
    subject: 'Redefina sua senha',
    intro: 'Recebemos um pedido para redefinir a senha da sua conta {site}.',
    button: 'Escolher uma nova senha',
    outro: 'Este link é válido por 1 hora. Se você não fez o pedido, ignore esta mensagem: sua senha continua a mesma.',
  },
  email_change: {
    subject: 'Confirme a alteração de e-mail',
    intro: 'Confirme que você quer usar este endereço na sua conta {site}.',
    button: 'Confirmar o novo endereço',
    outro: 'Este link é válido por 24 horas. Se você não pediu esta alteração, ignore esta mensagem.',
  },
  magiclink: {
    subject: 'Seu link de acesso',
    intro: 'Use o botão abaixo para entrar na sua conta {site}. Ele funciona uma única vez e não muda sua senha.',
    button: 'Entrar',
    outro:
      'Este link é válido por 15 minutos. Se você não o pediu, pode ignorar esta mensagem: ninguém pode usá-lo sem acesso ao seu e-mail.',
  },
  login_paused: {
    subject: 'O acesso à sua conta foi suspenso',
    intro:
      'Houve muitas tentativas malsucedidas de entrar na sua conta {site}, por isso o acesso com senha a partir dos endereços de onde elas vieram está suspenso por um tempo (até 15 minutos de cada vez). Seus outros dispositivos ainda podem entrar.',
    button: 'Redefinir minha senha',
    outro:
      'Se foi você, aguarde alguns minutos ou redefina sua senha. Caso contrário, sua senha não foi usada: considere alterá-la.',
  },
  password_changed: {
    subject: 'Sua senha foi alterada',
    intro:
      'A senha da sua conta {site} acabou de ser alterada, e os outros dispositivos conectados a ela foram desconectados.',
    button: 'Proteger minha conta',
    outro:
      'Se foi você quem fez a alteração, não é preciso fazer nada. Caso contrário, escolha uma nova senha pelo link acima (válido por 1 hora): isso também desconecta todos os outros dispositivos.',
  },
  email_change_requested: {
    subject: 'Foi solicitada a alteração do seu e-mail',
    intro:
      'Alguém conectado à sua conta {site} pediu para trocar este endereço de e-mail por outro. A alteração só passa a valer depois que o novo endereço for confirmado.',
    button: 'Cancelar a alteração e proteger minha conta',
    outro:
      'Se foi você quem pediu, não é preciso fazer nada. Caso contrário, abra o link acima (válido por 1 hora): ele cancela a alteração e permite que você escolha uma nova senha.',
  },
  factor_added: {
    subject: 'A autenticação de dois fatores foi ativada',
    intro:
      'Um aplicativo autenticador foi adicionado à sua conta {site}: a partir de agora, o login pede o código dele depois da senha.',
    button: 'Proteger minha conta',
    outro:
      'Se foi você, não é preciso fazer nada. Caso contrário, alguém conhece sua senha: escolha uma nova pelo link acima (válido por 1 hora) e entre em contato conosco.',
  },
  factor_removed: {
    subject: 'A autenticação de dois fatores foi desativada',
    intro: 'O aplicativo autenticador da sua conta {site} foi removido: agora o login só pede a senha.',
    button: 'Proteger minha conta',
    outro:
      'Se foi você, não é preciso fazer nada. Caso contrário, escolha uma nova senha pelo link acima (válido por 1 hora) e ative de novo a autenticação de dois fatores.',
  },
  linkHint: 'Se o botão não funcionar, copie este link e cole no seu navegador:',
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
  magiclink: {
    subject: 'Twój link do logowania',
    intro: 'Użyj przycisku poniżej, aby zalogować się do konta {site}. Działa tylko raz i nie zmienia hasła.',
    button: 'Zaloguj mnie',
    outro:
      'Ten link jest ważny przez 15 minut. Jeśli o niego nie prosiłeś, zignoruj tę wiadomość: nikt nie może go użyć bez dostępu do Twojej skrzynki.',
  },
  login_paused: {
    subject: 'Logowanie do Twojego konta zostało wstrzymane',
    intro:
      'Było wiele nieudanych prób logowania do Twojego konta {site}, więc logowanie hasłem z adresów, z których pochodziły, jest na pewien czas wstrzymane (za każdym razem do 15 minut). Na innych urządzeniach nadal możesz się logować.',
    button: 'Zresetuj hasło',
    outro:
      'Jeśli to byłeś Ty, odczekaj kilka minut lub zresetuj hasło. Jeśli nie, hasło nie zostało użyte: rozważ jego zmianę.',
  },
  password_changed: {
    subject: 'Twoje hasło zostało zmienione',
    intro:
      'Hasło do Twojego konta {site} zostało właśnie zmienione, a pozostałe urządzenia zalogowane na to konto zostały wylogowane.',
    button: 'Zabezpiecz konto',
    outro:
      'Jeśli to Ty, nie musisz nic robić. Jeśli nie, ustal nowe hasło za pomocą powyższego linku (ważnego przez 1 godzinę): wyloguje to również wszystkie inne urządzenia.',
  },
  email_change_requested: {
    subject: 'Poproszono o zmianę Twojego adresu e-mail',
    intro:
      'Ktoś zalogowany na Twoje konto {site} poprosił o zastąpienie tego adresu e-mail innym. Zmiana zacznie obowiązywać dopiero po potwierdzeniu nowego adresu.',
    button: 'Anuluj zmianę i zabezpiecz konto',
    outro:
      'Jeśli to Ty, nie musisz nic robić. Jeśli nie, otwórz powyższy link (ważny przez 1 godzinę): anuluje on zmianę i pozwoli ustalić nowe hasło.',
  },
  factor_added: {
    subject: 'Włączono uwierzytelnianie dwuskładnikowe',
    intro: 'Do Twojego konta {site} dodano aplikację uwierzytelniającą: od teraz logowanie wymaga jej kodu po haśle.',
    button: 'Zabezpiecz konto',
    outro:
      'Jeśli to Ty, nie musisz nic robić. Jeśli nie, ktoś zna Twoje hasło: ustal nowe za pomocą powyższego linku (ważnego przez 1 godzinę) i skontaktuj się z nami.',
  },
  factor_removed: {
    subject: 'Wyłączono uwierzytelnianie dwuskładnikowe',
    intro: 'Z Twojego konta {site} usunięto aplikację uwierzytelniającą: logowanie wymaga teraz tylko hasła.',
    button: 'Zabezpiecz konto',
    outro:
      'Jeśli to Ty, nie musisz nic robić. Jeśli nie, ustal nowe hasło za pomocą powyższego linku (ważnego przez 1 godzinę) i ponownie włącz uwierzytelnianie dwuskładnikowe.',
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
  magiclink: {
    subject: 'Váš přihlašovací odkaz',
    intro: 'Tlačítkem níže se přihlásíte ke svému účtu {site}. Funguje jen jednou a heslo nemění.',
    button: 'Přihlásit mě',
    outro:
      'Tento odkaz platí 15 minut. Pokud jste o něj nežádali, můžete tuto zprávu ignorovat: bez přístupu k vaší schránce ho nikdo nepoužije.',
  },
  login_paused: {
    subject: 'Přihlášení k vašemu účtu bylo pozastaveno',
    intro:
      'K vašemu účtu {site} proběhlo mnoho neúspěšných pokusů o přihlášení, proto je přihlášení heslem z adres, odkud pokusy přišly, na nějakou dobu pozastaveno (pokaždé nejvýše na 15 minut). Z ostatních zařízení se můžete přihlásit i nadále.',
    button: 'Obnovit heslo',
    outro:
      'Pokud jste to byli vy, počkejte několik minut nebo si heslo obnovte. Pokud ne, heslo nebylo použito: zvažte jeho změnu.',
  },
  password_changed: {
    subject: 'Vaše heslo bylo změněno',
    intro: 'Heslo k vašemu účtu {site} bylo právě změněno a ostatní zařízení přihlášená k účtu byla odhlášena.',
    button: 'Zabezpečit účet',
    outro:
      'Pokud jste to byli vy, nemusíte nic dělat. Pokud ne, zvolte odkazem výše (platí 1 hodinu) nové heslo: odhlásí se tím i všechna ostatní zařízení.',
  },
  email_change_requested: {
    subject: 'Byla vyžádána změna vaší e-mailové adresy',
    intro:
      'Někdo přihlášený k vašemu účtu {site} požádal o nahrazení této e-mailové adresy jinou. Změna začne platit až po potvrzení nové adresy.',
    button: 'Zrušit změnu a zabezpečit účet',
    outro:
      'Pokud jste o změnu žádali vy, nemusíte nic dělat. Pokud ne, otevřete odkaz výše (platí 1 hodinu): zruší změnu a umožní vám zvolit nové heslo.',
  },
  factor_added: {
    subject: 'Dvoufázové ověření bylo zapnuto',
    intro: 'K vašemu účtu {site} byla přidána ověřovací aplikace: od teď přihlášení po hesle vyžaduje i její kód.',
    button: 'Zabezpečit účet',
    outro:
      'Pokud jste to byli vy, nemusíte nic dělat. Pokud ne, někdo zná vaše heslo: zvolte odkazem výše (platí 1 hodinu) nové a kontaktujte nás.',
  },
  factor_removed: {
    subject: 'Dvoufázové ověření bylo vypnuto',
    intro: 'Z vašeho účtu {site} byla odebrána ověřovací aplikace: přihlášení teď vyžaduje jen heslo.',
    button: 'Zabezpečit účet',
    outro:
      'Pokud jste to byli vy, nemusíte nic dělat. Pokud ne, zvolte odkazem výše (platí 1 hodinu) nové heslo a dvoufázové ověření znovu zapněte.',
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
  magiclink: {
    subject: 'Váš prihlasovací odkaz',
    intro: 'Tlačidlom nižšie sa prihlásite do svojho účtu {site}. Funguje iba raz a heslo nemení.',
    button: 'Prihlásiť ma',
    outro:
      'Tento odkaz platí 15 minút. Ak ste oň nežiadali, môžete túto správu ignorovať: bez prístupu k vašej schránke ho nikto nepoužije.',
  },
  login_paused: {
    subject: 'Prihlásenie do vášho účtu bolo pozastavené',
    intro:
      'Do vášho účtu {site} bolo veľa neúspešných pokusov o prihlásenie, preto je prihlásenie heslom z adries, odkiaľ pokusy prišli, na istý čas pozastavené (zakaždým najviac na 15 minút). Z ostatných zariadení sa môžete prihlásiť aj naďalej.',
    button: 'Obnoviť heslo',
    outro:
      'Ak ste to boli vy, počkajte niekoľko minút alebo si heslo obnovte. Ak nie, heslo nebolo použité: zvážte jeho zmenu.',
  },
  password_changed: {
    subject: 'Vaše heslo bolo zmenené',
    intro: 'Heslo k vášmu účtu {site} bolo práve zmenené a ostatné zariadenia prihlásené do účtu boli odhlásené.',
    button: 'Zabezpečiť účet',
    outro:
      'Ak ste to boli vy, nemusíte nič robiť. Ak nie, zvoľte cez odkaz vyššie (platí 1 hodinu) nové heslo: odhlásia sa tým aj všetky ostatné zariadenia.',
  },
  email_change_requested: {
    subject: 'Bola vyžiadaná zmena vašej e-mailovej adresy',
    intro:
      'Niekto prihlásený do vášho účtu {site} požiadal o nahradenie tejto e-mailovej adresy inou. Zmena začne platiť až po potvrdení novej adresy.',
    button: 'Zrušiť zmenu a zabezpečiť účet',
    outro:
      'Ak ste o zmenu žiadali vy, nemusíte nič robiť. Ak nie, otvorte odkaz vyššie (platí 1 hodinu): zruší zmenu a umožní vám zvoliť nové heslo.',
  },
  factor_added: {
    subject: 'Dvojfázové overenie bolo zapnuté',
    intro: 'K vášmu účtu {site} bola pridaná overovacia aplikácia: odteraz prihlásenie po hesle vyžaduje aj jej kód.',
    button: 'Zabezpečiť účet',
    outro:
      'Ak ste to boli vy, nemusíte nič robiť. Ak nie, niekto pozná vaše heslo: zvoľte cez odkaz vyššie (platí 1 hodinu) nové a kontaktujte nás.',
  },
  factor_removed: {
    subject: 'Dvojfázové overenie bolo vypnuté',
    intro: 'Z vášho účtu {site} bola odstránená overovacia aplikácia: prihlásenie teraz vyžaduje iba heslo.',
    button: 'Zabezpečiť účet',
    outro:
      'Ak ste to boli vy, nemusíte nič robiť. Ak nie, zvoľte cez odkaz vyššie (platí 1 hodinu) nové heslo a dvojfázové overenie znova zapnite.',
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
  return preferredLanguage(acceptLanguage, mailLocales) ?? 'en';
}
