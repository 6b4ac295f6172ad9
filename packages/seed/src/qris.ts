// The demo's offering QRIS: a static code for the church's account, built as an acquirer issues one, so
// the picture decodes and the API's check, the dashboard and the site show its merchant as they would
// a real one. The NMID and the merchant PAN are made up.
import { buildQrisPayload, type QrisMerchant } from '@gkj/contract/qris';

export const DEMO_QRIS: QrisMerchant = {
  nama_merchant: 'GKJ GIRIMARTO',
  kota_merchant: 'WONOGIRI',
  nmid: 'ID1023274819306',
};

export const DEMO_QRIS_PAYLOAD = buildQrisPayload({
  ...DEMO_QRIS,
  kode_pos: '57661',
  acquirer: { gui: 'ID.CO.BRI.WWW', pan: '936000020079010012', merchantId: '007901001234531' },
});
