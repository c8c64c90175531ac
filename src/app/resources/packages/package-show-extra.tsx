import { Col, Flex, Row } from 'antd';
import type { RecordSlotProps } from '../../crud/slots';
import { DestinationCard } from './destination-card';
import { ParcelCard } from './parcel-card';
import { TrackingTimeline } from './tracking-timeline';

/** The package's own parts: tracking timeline, parcel, destination. */
export function PackageShowExtra({ record }: RecordSlotProps) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <TrackingTimeline record={record} />
      </Col>
      <Col xs={24} xl={10}>
        <Flex vertical gap={16}>
          <ParcelCard record={record} />
          <DestinationCard record={record} />
        </Flex>
      </Col>
    </Row>
  );
}
