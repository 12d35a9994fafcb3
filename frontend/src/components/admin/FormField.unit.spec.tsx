import { render, screen } from '@testing-library/react';
import { FormCheckbox, FormField } from './FormField';

describe('FormField', () => {
  it('ties its label, hint and error to the control', () => {
    render(
      <FormField label="Suma" hint="Ne daugiau nei 40,00 €" error="Suma per didelė">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Suma');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ne daugiau nei 40,00 € Suma per didelė');
  });

  it('leaves a valid control undescribed but for its hint', () => {
    render(<FormField label="Priežastis">{(control) => <textarea {...control} />}</FormField>);
    const field = screen.getByLabelText('Priežastis');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(field).not.toHaveAttribute('aria-describedby');
  });
});

describe('FormCheckbox', () => {
  it('labels the box beside it and says why it must be ticked', () => {
    render(
      <FormCheckbox label="Suprantu riziką" error="Pažymėkite, kad suprantate riziką">
        {(control) => <input type="checkbox" {...control} />}
      </FormCheckbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Suprantu riziką' });
    expect(box).toHaveAccessibleDescription('Pažymėkite, kad suprantate riziką');
  });
});
