/**
 * The class's contact details, shown in the footer, on the landing page and on the
 * support page. One place to change them: these are the demo install's values and each
 * class replaces them with its own.
 */
export const CONTACT_INFO = {
  email: 'hotro@netclass.edu.vn',
  phone: '028 3725 1993',
  phoneHref: 'tel:+842837251993',
  address: 'Phòng 305, Nhà A3, Bộ môn Mạng máy tính, 18 đường số 7, Phường 7, Quận 3, TP. Hồ Chí Minh',
  socialName: 'facebook.com/netclass.mmt',
  socialUrl: 'https://www.facebook.com/netclass.mmt',
} as const;
