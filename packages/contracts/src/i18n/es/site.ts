import type { Catalog } from '../catalog';
import type { site as en } from '../en/site';

export const site: Catalog<typeof en> = {
  nav: {
    home: 'Inicio',
    rooms: 'Salas',
    myProfile: 'Mi perfil',
    signIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    logout: 'Cerrar sesión',
    mainNavigation: 'Navegación principal',
    skipToContent: 'Saltar al contenido',
  },
  init: {
    starting: 'Iniciando Parlor...',
    error: 'Se ha producido un error durante la inicialización.',
    pageDataError: 'No se han podido cargar los datos de la página.',
    reload: 'Recargar',
  },
  notFound: {
    title: '¡Vaya! Página no encontrada.',
    text: 'La página que buscas no existe o se ha movido.',
    goHome: 'Volver al inicio',
  },
  home: {
    heroEyebrow: 'Chat anónimo, bien hecho',
    heroTitle: 'Di lo que quieras. Para todos. Totalmente privado. Siempre aquí.',
    heroText:
      'Parlor es un lugar para hablar sin que tu nombre vaya unido. Elige una sala, abre un tema y chatea con un acompañante de IA o con una persona real dispuesta a escucharte, a cualquier hora del día.',
    letsStart: 'Empecemos',
    promoSignedOut: 'Regístrate en segundos y recibe puntos gratis para tu primer chat.',
    promoSignedIn: 'Bienvenido de nuevo. Tus salas te esperan.',
    whyTitle: 'Por qué te encantará',
    whyItems: {
      anythingTitle: 'Di lo que quieras',
      anythingText:
        'Comparte lo que tienes en mente sin preocuparte por cómo suena. Sin perfiles, sin seguidores, sin juicios.',
      everyoneTitle: 'Para todos',
      everyoneText:
        'Salas para cada estado de ánimo y tema, desde pensamientos nocturnos hasta consejos sobre trabajo, amor y vida.',
      privateTitle: 'Totalmente privado',
      privateText:
        'Nunca se te pide tu nombre real. Los datos de contacto se ocultan y las conversaciones se desvanecen.',
      alwaysTitle: 'Siempre aquí',
      alwaysText:
        'Un acompañante de IA responde a cualquier hora, y hay interlocutores reales cuando quieres una voz humana.',
    },
    rulesTitle: 'Las normas de la casa',
    rulesIntro: 'Cinco normas sencillas hacen de Parlor un buen lugar para hablar.',
    rules: {
      noNamesTitle: 'Sin nombres',
      noNamesText: 'Mantente en el anonimato. No compartas tu nombre ni el de otras personas.',
      noHistoryTitle: 'Sin historial',
      noHistoryText:
        'Lo que dices se queda aquí, y los chats cerrados se eliminan al cabo de un tiempo.',
      noSpamTitle: 'Sin spam',
      noSpamText: 'Nada de inundar el chat, cadenas ni mensajes repetidos.',
      noAdsTitle: 'Sin anuncios',
      noAdsText: 'Nada de promociones, enlaces ni datos de contacto. Se ocultan automáticamente.',
      noDangerTitle: 'Sin peligro',
      noDangerText: 'Respeta a los demás. Nada de amenazas, acoso ni contenido peligroso.',
    },
    faqTitle: 'Preguntas frecuentes',
    ctaTitle: 'Listos cuando tú lo estés',
    ctaText:
      'Siempre hay alguien dispuesto a escuchar. Empieza una conversación en menos de un minuto.',
  },
  footer: {
    support: 'Soporte',
    legal: 'Legal',
    follow: 'Síguenos',
    payments: 'Pagos seguros',
    rights: '© {year} {company}. Todos los derechos reservados.',
    visa: 'Visa',
    mastercard: 'Mastercard',
    secure3d: '3D Secure',
  },
  staticPage: {
    loading: 'Cargando página...',
  },
  cookies: {
    title: 'Usamos cookies',
    text: 'Usamos cookies esenciales para que Parlor funcione y, con tu consentimiento, cookies de funcionalidad, personalización y publicidad.',
    acceptAll: 'Aceptar todas',
    decline: 'Rechazar',
    manage: 'Gestionar cookies',
    saveSettings: 'Guardar ajustes',
    settingsTitle: 'Ajustes de cookies',
    essential: 'Esenciales',
    essentialText: 'Necesarias para iniciar sesión y mantener tu sesión. Siempre activas.',
    advertising: 'Publicidad',
    advertisingText: 'Medir campañas y mostrar ofertas relevantes.',
    customization: 'Personalización',
    customizationText: 'Recordar tus preferencias, como el idioma y la moneda.',
    functionality: 'Funcionalidad',
    functionalityText: 'Activar funciones adicionales, como el análisis del uso del sitio.',
    policyLink: 'Política de cookies',
  },
  switchers: {
    chooseLanguage: 'Elegir idioma',
    chooseCurrency: 'Elegir moneda',
  },
  errors: {
    languages: 'No se han podido cargar los idiomas.',
    countries: 'No se han podido cargar los países.',
    currencies: 'No se han podido cargar las monedas',
    settings: 'No se han podido cargar los ajustes.',
  },
};
