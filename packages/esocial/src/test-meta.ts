// For tests: a complete meta (the CLI's meta JSON shape) with published valid CPF/CNPJ examples.
export function sampleMetaJson(): Record<string, unknown> {
  return {
    employer: { cnpj: '11.222.333/0001-81' },
    worker: { cpf: '529.982.247-25', registration: 'M-0042' },
    environment: {
      startDate: '2025-03-01',
      local: 1,
      sector: 'Estamparia',
      establishmentCnpj: '11.222.333/0002-62',
      activity: 'Operar prensa excêntrica; abastecer a linha de estampagem & <conferir> peças.',
    },
    protection: {
      epc: 2,
      epcEffective: false,
      epi: 2,
      epis: [
        { ca: '12345', effective: true },
        { ca: '67890', effective: true },
      ],
      epiConditions: {
        medProtecao: true,
        condFuncto: true,
        usoInint: true,
        przValid: true,
        periodicTroca: true,
        higienizacao: true,
      },
    },
    responsible: { cpf: '111.444.777-35', council: 4, councilNumber: '5061234567', uf: 'sp' },
  };
}
