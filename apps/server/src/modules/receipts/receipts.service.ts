import { createReceiptsCommon, type ReceiptsDeps } from './receipts.common';
import { createReceiptDocuments } from './receipts.documents';
import { createReceiptsOfRecords } from './receipts.records';
import { createReceiptsVerify } from './receipts.verify';

export type { BulkReceiptSnapshot, Caller, IssuedReceipt, ReceiptSnapshot } from './receipts.common';

/**
 * Declaration receipts: a PDF of an accepted record with its figures, the user, the server's time
 * and a verification code; the public verification of a code. A receipt is made for the record's
 * current version when asked for (and e-mailed after a declaration to the users who want it), and
 * stored so that its code can be verified later. A whole bulk load has one receipt of its own
 * ('carga_masiva'), made when the load is accepted, besides its days'. One file per use case:
 * the receipts of records (receipts.records.ts), the document and its e-mail
 * (receipts.documents.ts), the verification (receipts.verify.ts), over receipts.common.ts.
 */
export function createReceiptsService(d: ReceiptsDeps) {
  const common = createReceiptsCommon(d);
  return {
    ...createReceiptsOfRecords(common),
    ...createReceiptDocuments(common),
    ...createReceiptsVerify(common),
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
