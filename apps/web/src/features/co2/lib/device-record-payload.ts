import type { Co2proPayload } from '../api/create-co2pro';
import { checkCo2Form, co2FormValues } from './report-form-values';

// "Save to cloud" from a CO2Pro's record list: the SPEC §3 CO2Pro measurement with its multipart
// report payload, as the viewer's Save sends it with an untouched form — the description, the
// device's serial number, both standards, projection on, summer — plus the user's registered
// device of that serial (userDeviceId) when there is one. Fields left empty are not sent.

export function co2DeviceRecordPayload(record: {
  description: string;
  serialNumber: string;
  userDeviceId: string | undefined;
}): Co2proPayload {
  const values = co2FormValues(undefined, {
    description: record.description,
    serialNumber: record.serialNumber,
    userDeviceId: record.userDeviceId ?? '',
  });
  // The same schema as the viewer's form and the server (a name over 140 characters was already
  // cut by the record list; this is the last check before the call).
  const checked = checkCo2Form(values);
  if (!checked.ok) {
    const [field, problem] = Object.entries(checked.errors)[0] ?? [];
    throw new Error(`${field}: ${problem?.key}`);
  }
  return { ...values, notProject: values.notProject };
}
